import {
  type JobZone,
  type MatchReason,
  type PersonRiasecProfile,
  type WorkValue,
  type GrowthFilter,
  closeCareers,
  meetsFigureFilter,
  personFits,
  rankFits,
  ratedActivities,
} from '@pathwise/assessment';
import type { CareerSummary, Suggestions } from '@pathwise/contract';
import type { Ratings } from '../repositories/suggestions';
import type { CatalogueIndex } from './occupation-index';

/** The onboarding answers that take part in the ranking. */
export type Situation = { workValues: WorkValue[]; currentOccupation: string | null };

/**
 * Careers ranked for a profile against one catalogue release, as the response: every object built
 * field by field in the order of the response schema (see `writeSuggestions`).
 */
export function rankSuggestions(
  profile: PersonRiasecProfile | null,
  catalogue: CatalogueIndex | null,
  used: { interests: boolean; personality: boolean },
  query: {
    jobZone?: number[];
    limit: number;
    minPay?: number;
    growth?: GrowthFilter;
    codes?: string[];
    families?: boolean;
  },
  situation: Situation,
  ratings: Ratings,
  /** Careers the person said are not for them: off every list but those asked for by code. */
  notFor: ReadonlySet<string>,
): Suggestions {
  const jobZones = query.jobZone as JobZone[] | undefined;
  const filter = { minPay: query.minPay ?? null, growth: query.growth ?? null };
  const chosen = query.codes ? new Set(query.codes) : null;
  const meetsFigures =
    catalogue && (filter.minPay !== null || filter.growth !== null)
      ? (code: string) => {
          const figures = catalogue.figures.get(code) ?? { pay: null, growthPercent: null };
          return meetsFigureFilter(figures, filter, catalogue.allGrowthPercent);
        }
      : undefined;
  const dropped = chosen ? null : notFor.size ? notFor : null;
  const include =
    chosen || meetsFigures || dropped
      ? (code: string) =>
          (!chosen || chosen.has(code)) &&
          (!dropped || !dropped.has(code)) &&
          (!meetsFigures || meetsFigures(code))
      : undefined;
  // One set of fits for both lists, so a career shows the same fit in either.
  const fits =
    profile && catalogue
      ? personFits(
          profile,
          catalogue.prepared,
          situation.workValues,
          ratedActivities(catalogue.activities, ratings),
        )
      : null;
  // Careers asked for by code are the person's own choice: no list of close careers, and their
  // current job is kept.
  const close =
    catalogue && situation.currentOccupation && !chosen
      ? closeCareers(situation.currentOccupation, catalogue.close, {
          fits,
          jobZones,
          include,
          workValues: situation.workValues,
          limit: 10,
        })
      : null;
  const careers = catalogue?.summaries ?? new Map<string, CareerSummary>();
  // A current job O*NET rates no skills for (the military careers among them): said, not dropped.
  const unrated =
    !close && !chosen && situation.currentOccupation
      ? careers.get(situation.currentOccupation)
      : undefined;
  const inputs = {
    ...used,
    workValues: situation.workValues,
    currentOccupation: close !== null || unrated !== undefined,
  };
  // The job the person already does is no suggestion (careers asked for by code keep it).
  const current = chosen ? null : situation.currentOccupation;
  const outcome = fits
    ? rankFits(fits, {
        jobZones,
        limit: chosen ? chosen.size : query.limit,
        include: current
          ? (code: string) => code !== current && (!include || include(code))
          : include,
        // A list of ideas shows each family once; careers asked for by code are each their own,
        // as on a list the client filters by area or re-sorts (which would go by a family's head).
        families: !chosen && query.families !== false,
      })
    : null;
  const matches = outcome?.matches ?? [];
  const reasons = (list: readonly MatchReason[]) => list.map((reason) => ({ ...reason }));
  return {
    source: profile?.source ?? 'none',
    inputs,
    fitFloors: fits?.floors ?? null,
    items: matches.flatMap((match) => {
      const career = careers.get(match.occupation.code);
      return career
        ? [
            {
              career,
              fit: match.fit,
              fitBand: match.fitBand,
              estimate: profile?.source === 'personality-estimate',
              correlation: match.correlation,
              reasons: reasons(match.reasons),
              family: match.family
                ? {
                    id: match.family.family.id,
                    name: match.family.family.name,
                    members: match.family.members.map((member) => ({
                      code: member.occupation.code,
                      title: member.occupation.title,
                      fit: member.fit,
                      fitBand: member.fitBand,
                    })),
                  }
                : null,
            },
          ]
        : [];
    }),
    close: unrated
      ? { current: { code: unrated.code, title: unrated.title }, skillsRated: false, items: [] }
      : close && {
          current: { code: close.current.code, title: close.current.title },
          skillsRated: true,
          items: close.items.flatMap((item) => {
            const career = careers.get(item.occupation.code);
            return career
              ? [
                  {
                    career,
                    closeness: item.closeness,
                    sharedSkills: item.sharedSkills,
                    topSkills: item.topSkills,
                    related: item.related,
                    fit: item.fit,
                    fitBand: item.fitBand,
                    reasons: reasons(item.reasons),
                  },
                ]
              : [];
          }),
        },
  };
}
