import { capitalise } from '../text';
import type { RiasecArea, RiasecProfile } from '../riasec';
import { RIASEC_ORDER, riasecAreaInfo } from '../riasec';
import type { FitBand } from './fit-bands';
import type { JobZone } from './job-zones';
import { currentEducationText, jobZoneText } from './job-zones';
import {
  AREAS_WITHOUT_PERSONALITY_INFORMATION,
  type PersonRiasecProfile,
  type ProfileSource,
} from './person-profile';
import type { RatedActivity } from './activities';
import { WORK_VALUE_NAMES, type WorkValue, type ValuesStance, valuesOffered } from './work-values';

/**
 * Why an occupation was suggested: structured for the app, with an English sentence (`text`, for
 * the API and its tests). The web app words a reason from its fields in the reader's language
 * (`@pathwise/career-words`), so each kind carries everything its sentence says.
 */
export type MatchReason =
  | {
      readonly kind: 'interest-fit';
      /** Agrees with the fit's band: shared (good or strong), mixed (some), differs (weak). */
      readonly direction: 'shared' | 'mixed' | 'differs';
      /** Areas both lean toward, strongest first. */
      readonly shared: readonly RiasecArea[];
      /** Areas the job leans toward that the person rated below their own average. */
      readonly apart: readonly RiasecArea[];
      /** The person's pattern is estimated from their personality, not rated by them. */
      readonly estimated: boolean;
      readonly text: string;
    }
  | { readonly kind: 'job-zone'; readonly jobZone: JobZone | null; readonly text: string }
  | { readonly kind: 'education'; readonly education: string; readonly text: string }
  | { readonly kind: 'profile-source'; readonly source: ProfileSource; readonly text: string }
  | { readonly kind: 'occupation-data'; readonly interestSource: string; readonly text: string }
  | {
      readonly kind: 'shared-skills';
      readonly shared: number;
      readonly of: number;
      /** Names of up to three of the shared skills, most important first (data, in any language). */
      readonly skills: readonly string[];
      readonly text: string;
    }
  | {
      readonly kind: 'related-occupation';
      /** The title of the current job O*NET relates it to. */
      readonly relatedTo: string;
      /** Its O*NET code, so its title can be given in the reader's language. */
      readonly relatedCode: string;
      readonly text: string;
    }
  | {
      readonly kind: 'activities';
      /** Cards that are this career's own activities, by how the person sorted them. */
      readonly liked: readonly string[];
      readonly disliked: readonly string[];
      /** Those put in "Not sure". */
      readonly unsure: readonly string[];
      /** What they did to the fit (said when it rounds to a point or more). */
      readonly points: number;
      readonly text: string;
    }
  | {
      readonly kind: 'work-values';
      /** For the career (its values high, none low), against (none high, one low), or mixed. */
      readonly stance: ValuesStance;
      readonly offered: readonly WorkValue[];
      readonly lacking: readonly WorkValue[];
      /** The picked values O*NET rates for the job, in the order picked. */
      readonly rated: readonly WorkValue[];
      /** O*NET's extent (1–7) of each rated value. */
      readonly extents: Readonly<Partial<Record<WorkValue, number>>>;
      /** What the values did to the fit, and whether they kept it out of the strong band. */
      readonly points: number;
      readonly held: boolean;
      readonly text: string;
    };

const deviations = (profile: RiasecProfile) => {
  const mean = RIASEC_ORDER.reduce((sum, area) => sum + profile[area], 0) / 6;
  return Object.fromEntries(RIASEC_ORDER.map((area) => [area, profile[area] - mean])) as Record<
    RiasecArea,
    number
  >;
};

/** What the interest reason needs of a job: its profile and O*NET's high points, when known. */
export type JobInterests = {
  readonly interests: RiasecProfile;
  readonly highPoints: readonly (RiasecArea | null)[];
};

/**
 * The areas a job leans toward: O*NET's high points, the same areas its "Leans toward" tag names;
 * where O*NET gives none, the areas above the job's own average.
 */
export function jobLeanings({ interests, highPoints }: JobInterests): RiasecArea[] {
  const named = highPoints.filter((area): area is RiasecArea => area !== null);
  if (named.length > 0) return named;
  const o = deviations(interests);
  return RIASEC_ORDER.filter((area) => o[area] > 0);
}

/**
 * The interest reason, from the same two profiles as the fit and worded by the fit's band: a good
 * or strong fit names the areas both lean toward; a weak one the areas the job leans toward that the
 * person rated low; "some" fit both. The job's areas are its leanings (`jobLeanings`), so a reason
 * never names an area its tag leaves out. Only areas the person's profile actually measures are
 * named (a personality estimate says nothing of Realistic or Conventional work).
 */
export function interestFitReason(
  person: Pick<PersonRiasecProfile, 'scores' | 'source'>,
  job: JobInterests,
  band: FitBand,
): MatchReason {
  const informed =
    person.source === 'personality-estimate'
      ? RIASEC_ORDER.filter((area) => !AREAS_WITHOUT_PERSONALITY_INFORMATION.includes(area))
      : RIASEC_ORDER;
  const p = deviations(person.scores);
  const o = deviations(job.interests);
  const leans = jobLeanings(job).filter((area) => informed.includes(area));
  const byProduct = (a: RiasecArea, b: RiasecArea) => p[b] * o[b] - p[a] * o[a];
  const shared = leans
    .filter((area) => p[area] > 0)
    .sort(byProduct)
    .slice(0, 2);
  const apart = leans
    .filter((area) => p[area] < 0)
    .sort((a, b) => p[a] * o[a] - p[b] * o[b])
    .slice(0, 2);
  // An estimate from personality is not something the person rated: say whose pattern it is.
  const estimated = person.source === 'personality-estimate';
  const theirs = estimated ? 'the one your personality suggests' : 'yours';
  const lower = estimated
    ? 'which your personality suggests may suit you less'
    : 'which you rated lower';
  if (band === 'strong' || band === 'good') {
    const text =
      shared.length > 0
        ? `You and this job both lean toward ${listOf(shared)} work.`
        : `Its overall pattern of interests is close to ${theirs}.`;
    return { kind: 'interest-fit', direction: 'shared', shared, apart: [], estimated, text };
  }
  if (band === 'some') {
    const parts = [
      shared.length > 0 ? `It shares your leaning toward ${listOf(shared)} work` : null,
      apart.length > 0 ? `it also centres on ${listOf(apart)} work, ${lower}` : null,
    ].filter(Boolean);
    const text =
      parts.length === 2
        ? `${parts[0]}, but ${parts[1]}.`
        : parts.length === 1
          ? `${capitalise(parts[0] as string)}, so the match is partial.`
          : `Its pattern of interests matches ${theirs} only in part.`;
    return { kind: 'interest-fit', direction: 'mixed', shared, apart, estimated, text };
  }
  const text =
    apart.length > 0
      ? `This job centres on ${listOf(apart)} work, ${lower}${estimated ? '' : ' than other areas'}.`
      : `Its pattern of interests differs from ${theirs}.`;
  return { kind: 'interest-fit', direction: 'differs', shared: [], apart, estimated, text };
}

/** "adds 3 points to its fit", "takes 2 points off its fit", or nothing under half a point. */
function pointsText(points: number): string {
  const whole = Math.round(Math.abs(points));
  if (whole === 0) return '';
  const unit = whole === 1 ? 'point' : 'points';
  return points > 0
    ? ` That adds ${whole} ${unit} to its fit.`
    : ` That takes ${whole} ${unit} off its fit.`;
}

/**
 * What the job offers of the values the person picked, by O*NET's extents (1–7), and what that
 * did to the fit (`points`; `held` when it kept the career out of the strong band).
 */
export function workValuesReason(
  picked: readonly WorkValue[],
  extents: Readonly<Partial<Record<WorkValue, number>>> | undefined,
  effect: { points: number; held: boolean } = { points: 0, held: false },
): Extract<MatchReason, { kind: 'work-values' }> | null {
  const split = valuesOffered(picked, extents);
  if (!split || !extents) return null;
  const { rated, offered, lacking, stance } = split;
  const rating = (values: readonly WorkValue[]) =>
    listNames(
      values.map((value) => `${WORK_VALUE_NAMES[value]} ${(extents[value] as number).toFixed(1)}`),
    );
  const said =
    stance === 'for'
      ? `It offers what you value: O*NET rates ${rating(offered)} of 7.`
      : stance === 'against'
        ? `It offers less of what you value: O*NET rates ${rating(lacking)} of 7.`
        : offered.length > 0
          ? `It offers some of what you value: O*NET rates ${rating(offered)} of 7, but ${rating(lacking)}.`
          : `It offers a middling amount of what you value: O*NET rates ${rating(rated)} of 7.`;
  const held = effect.held
    ? ' A career that offers little of what you value is never called a strong fit.'
    : '';
  return {
    kind: 'work-values',
    stance,
    offered,
    lacking,
    rated,
    extents: Object.fromEntries(rated.map((value) => [value, extents[value]])),
    points: effect.points,
    held: effect.held,
    text: `${said}${pointsText(effect.points)}${held}`,
  };
}

/**
 * The reason from cards the person rated that are this career's own activities (`activities.ts`),
 * with the points they changed; null when they rated none of them.
 */
export function activitiesReason(
  activities: readonly RatedActivity[] | undefined,
  points: number,
): Extract<MatchReason, { kind: 'activities' }> | null {
  if (!activities?.length) return null;
  const liked = activities.filter((card) => card.rating === 'like').map((card) => card.text);
  const disliked = activities.filter((card) => card.rating === 'dislike').map((card) => card.text);
  const unsure = activities.length - liked.length - disliked.length;
  const said = [
    liked.length ? `put ${quoted(liked)} in “Love it”` : '',
    disliked.length ? `put ${quoted(disliked)} in “Not for me”` : '',
    unsure && !liked.length && !disliked.length
      ? `weren't sure about ${quoted(activities.map((card) => card.text))}`
      : '',
  ].filter(Boolean);
  const one = activities.length === 1;
  return {
    kind: 'activities',
    liked,
    disliked,
    unsure: activities.filter((card) => card.rating === 'unsure').map((card) => card.text),
    points,
    text: `${one ? 'One of your cards is' : 'Some of your cards are'} this work's own ${one ? 'activity' : 'activities'}: you ${said.join(' and ')}.${pointsText(points)}`,
  };
}

/** Card texts in quotes, the first named: "“A”", "“A” and 1 more", "“A” and 3 more". */
function quoted(texts: readonly string[]): string {
  const first = `“${(texts[0] ?? '').replace(/\.$/, '')}”`;
  return texts.length > 1 ? `${first} and ${texts.length - 1} more` : first;
}

export function jobZoneReason(jobZone: JobZone | null): MatchReason {
  if (jobZone === null) {
    return {
      kind: 'job-zone',
      jobZone,
      text: "O*NET hasn't rated how much preparation this job needs yet.",
    };
  }
  // The zone's usual education is left to the career's own figure (`educationReason`), which can
  // differ from it: two statements about education on one card would contradict each other.
  return { kind: 'job-zone', jobZone, text: `${jobZoneText(jobZone)}.` };
}

export function educationReason(education: string): MatchReason {
  return { kind: 'education', education, text: `${currentEducationText(education, null)}.` };
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

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Social", "Social and Artistic", "Social, Artistic and Enterprising". */
const listOf = (areas: readonly RiasecArea[]) =>
  listNames(areas.map((area) => riasecAreaInfo(area).name));
