import type { FitBand } from './fit-bands';
import type { JobZone } from './job-zones';
import { type OccupationInterestProfile, type PersonFits, TITLE_ORDER } from './match';
import type { MatchReason } from './reasons';
import { jobZoneReason, listNames, workValuesReason } from './reasons';
import type { WorkValue } from './work-values';

/** An occupation's O*NET skills: element id → importance (scale IM, 1–5). */
export type SkillImportance = ReadonlyMap<string, number>;

export interface CloseCareerData {
  readonly occupations: readonly OccupationInterestProfile[];
  readonly skills: ReadonlyMap<string, SkillImportance>;
  /** Skill names by element id, for the reasons. */
  readonly skillNames: ReadonlyMap<string, string>;
  /** O*NET Related Occupations: for each code, the codes O*NET lists as related. */
  readonly related: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface CloseCareerOptions {
  /**
   * The person's fits, when they have a profile: interests then count for a fifth of closeness,
   * and each career shows the same fit as in their matches.
   */
  readonly fits?: PersonFits | null;
  readonly jobZones?: Iterable<JobZone>;
  /** Work values, for the reason; they never move the order, which is closeness alone. */
  readonly workValues?: readonly WorkValue[];
  readonly limit?: number;
  /** Only careers this keeps (by code), such as those meeting a pay or growth filter. */
  readonly include?: (code: string) => boolean;
}

export interface CloseCareer {
  readonly occupation: OccupationInterestProfile;
  /** 0–100: skills shared with the current job, O*NET's related list and (if known) interests. */
  readonly closeness: number;
  /** Of the current job's most important skills, how many this career rates important (3+ of 5). */
  readonly sharedSkills: number;
  readonly topSkills: number;
  readonly related: boolean;
  /** The person's fit, as in their matches, when they have a profile. */
  readonly fit: number | null;
  readonly fitBand: FitBand | null;
  readonly reasons: readonly MatchReason[];
}

/** How many of the current job's skills count as "most important". */
export const TOP_SKILLS = 12;
/** O*NET importance of 3 ("important") or more. */
const IMPORTANT = 3;

/**
 * Careers close to the job someone does now, for a change that builds on what they already do:
 * ranked by the O*NET skills they share with it (weighted by the current job's importances), O*NET's
 * own related occupations, and the person's interests where known; closest first, equal closeness
 * by title. The current job itself is left out.
 */
export function closeCareers(
  currentCode: string,
  data: CloseCareerData,
  options: CloseCareerOptions = {},
): { readonly current: OccupationInterestProfile; readonly items: readonly CloseCareer[] } | null {
  const current = data.occupations.find((occupation) => occupation.code === currentCode);
  const currentSkills = data.skills.get(currentCode);
  if (!current || !currentSkills || currentSkills.size === 0) return null;
  const top = [...currentSkills]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, TOP_SKILLS);
  const weight = top.reduce((sum, [, importance]) => sum + importance * importance, 0);
  const related = data.related.get(currentCode) ?? new Set<string>();
  const zones = options.jobZones ? new Set<JobZone | null>(options.jobZones) : null;
  const fits = options.fits ?? null;
  const values = fits?.workValues ?? options.workValues ?? [];

  const scored = data.occupations.flatMap((occupation) => {
    if (occupation.code === currentCode) return [];
    if (zones && !zones.has(occupation.jobZone)) return [];
    if (options.include && !options.include(occupation.code)) return [];
    const skills = data.skills.get(occupation.code);
    if (!skills || skills.size === 0) return [];
    // Importance-weighted coverage of the current job's top skills, 0–1.
    const coverage =
      top.reduce(
        (sum, [id, importance]) => sum + importance * Math.min(importance, skills.get(id) ?? 1),
        0,
      ) / weight;
    const shared = top.filter(([id]) => (skills.get(id) ?? 0) >= IMPORTANT);
    const isRelated = related.has(occupation.code);
    const index = fits ? fits.prepared.indexOf(occupation.code) : -1;
    const interest = index >= 0 ? Math.max(0, fits!.correlations[index] as number) : null;
    const closeness = Math.round(
      100 *
        (interest === null
          ? 0.75 * coverage + 0.25 * (isRelated ? 1 : 0)
          : 0.6 * coverage + 0.2 * (isRelated ? 1 : 0) + 0.2 * interest),
    );
    return [
      { occupation, closeness, shared, isRelated, match: index >= 0 ? fits!.at(index) : null },
    ];
  });
  // The closeness shown orders the list; equal ones go by title.
  scored.sort(
    (a, b) =>
      b.closeness - a.closeness ||
      TITLE_ORDER.compare(a.occupation.title, b.occupation.title) ||
      (a.occupation.code < b.occupation.code ? -1 : 1),
  );

  const items = scored.slice(0, options.limit ?? 10).map((entry): CloseCareer => {
    const names = entry.shared
      .slice(0, 3)
      .map(([id]) => data.skillNames.get(id))
      .filter((name): name is string => Boolean(name));
    const reasons: MatchReason[] = [
      {
        kind: 'shared-skills',
        shared: entry.shared.length,
        of: top.length,
        skills: names,
        text: `Uses ${entry.shared.length} of the ${top.length} skills most important in your current job${
          names.length ? `, such as ${listNames(names)}` : ''
        }.`,
      },
    ];
    if (entry.isRelated)
      reasons.push({
        kind: 'related-occupation',
        relatedTo: current.title,
        relatedCode: current.code,
        text: `O*NET lists it as related to ${current.title}.`,
      });
    const { match } = entry;
    if (match) {
      // The same interest and values reasons as the career has in the person's matches.
      reasons.push(
        ...match.reasons.filter(
          (reason) => reason.kind === 'interest-fit' || reason.kind === 'work-values',
        ),
      );
    } else {
      const valuesReason = workValuesReason(values, entry.occupation.workValues);
      if (valuesReason) reasons.push(valuesReason);
    }
    reasons.push(jobZoneReason(entry.occupation.jobZone));
    return {
      occupation: entry.occupation,
      closeness: entry.closeness,
      sharedSkills: entry.shared.length,
      topSkills: top.length,
      related: entry.isRelated,
      fit: match?.fit ?? null,
      fitBand: match?.fitBand ?? null,
      reasons,
    };
  });
  return { current, items };
}
