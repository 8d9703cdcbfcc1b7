import type { RiasecArea } from '../riasec';
import { riasecAreaInfo } from '../riasec';
import type { JobZone } from './job-zones';
import { jobZoneInfo } from './job-zones';
import type { ProfileSource } from './person-profile';

/** Why an occupation was suggested: structured for the app, with an English sentence. */
export type MatchReason =
  | {
      readonly kind: 'shared-areas';
      /** The person's top areas that are also among the occupation's high points. */
      readonly areas: readonly RiasecArea[];
      readonly text: string;
    }
  | { readonly kind: 'job-zone'; readonly jobZone: JobZone | null; readonly text: string }
  | { readonly kind: 'education'; readonly education: string; readonly text: string }
  | { readonly kind: 'profile-source'; readonly source: ProfileSource; readonly text: string }
  | { readonly kind: 'occupation-data'; readonly interestSource: string; readonly text: string };

export function sharedAreasReason(
  personTop: readonly RiasecArea[],
  occupationHighPoints: readonly (RiasecArea | null)[],
): MatchReason {
  const areas = personTop.filter((area) => occupationHighPoints.includes(area));
  const jobAreas = occupationHighPoints.filter((area): area is RiasecArea => area !== null);
  const text =
    areas.length > 0
      ? `You and this job share a leaning toward ${listOf(areas)} work.`
      : jobAreas.length > 0
        ? `This job leans toward ${listOf(jobAreas)} work, which isn't among your strongest areas, but its overall pattern is close to yours.`
        : 'Its overall pattern of interests is close to yours.';
  return { kind: 'shared-areas', areas, text };
}

export function jobZoneReason(jobZone: JobZone | null): MatchReason {
  if (jobZone === null) {
    return {
      kind: 'job-zone',
      jobZone,
      text: "O*NET hasn't rated how much preparation this job needs yet.",
    };
  }
  const info = jobZoneInfo(jobZone);
  return {
    kind: 'job-zone',
    jobZone,
    text: `Job zone ${jobZone} of 5: ${info.name.toLowerCase()} (${info.education}).`,
  };
}

export function educationReason(education: string): MatchReason {
  return { kind: 'education', education, text: `Typical education: ${education}.` };
}

const SOURCE_TEXTS: Record<ProfileSource, string> = {
  'interest-inventory': 'Based on the activities you liked and disliked in your interest cards.',
  'personality-estimate':
    "We estimated your interests from your personality results, since you haven't done the interest cards yet. Personality tells us only a little about the work you'd enjoy, and nothing about hands-on (Realistic) or organising (Conventional) work, so take this as a friendly first hint: the interest cards will give you a much clearer picture.",
  'interests-and-personality':
    'Based mostly on the activities you liked in your interest cards, with a small nudge from your personality results.',
};

export function profileSourceReason(source: ProfileSource): MatchReason {
  return { kind: 'profile-source', source, text: SOURCE_TEXTS[source] };
}

export function occupationDataReason(interestSource: string): MatchReason {
  return {
    kind: 'occupation-data',
    interestSource,
    text: `This job's interest profile comes from O*NET (rated by: ${interestSource}).`,
  };
}

/** "Social", "Social and Artistic", "Social, Artistic and Enterprising". */
function listOf(areas: readonly RiasecArea[]): string {
  const names = areas.map((area) => riasecAreaInfo(area).name);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
