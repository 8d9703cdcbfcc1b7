import {
  type InterestScored,
  type JobZone,
  type PersonRiasecProfile,
  type WorkValue,
  type GrowthFilter,
  closeCareers,
  matchOccupations,
  meetsFigureFilter,
  personRiasecProfile,
} from '@pathwise/assessment';
import type { InterestAnswers, Suggestions, SuggestionsQuery } from '@pathwise/contract';
import type { Database } from '../db/database';
import type { CatalogueIndex, OccupationIndex } from '../services/occupation-index';
import { careerSummaries } from './careers';
import { allCards, checkRatings, latestResult, scoreRatings } from './interests';
import { getOnboarding } from './onboarding';
import { type StoredPersonalityResult, latestReport } from './personality';

/** The onboarding answers that take part in the ranking. */
type Situation = { workValues: WorkValue[]; currentOccupation: string | null };

/**
 * Careers ranked for a person from their newest interest result and personality report (interests
 * first, personality as a nudge, or a personality-based estimate when that is all there is), their
 * work values as a secondary factor, and careers close to what they do now.
 */
export async function suggestionsFor(
  db: Database,
  index: OccupationIndex,
  uid: string,
  query: SuggestionsQuery,
): Promise<Suggestions> {
  const [interest, report, onboarding, catalogue] = await Promise.all([
    latestResult(db, uid),
    latestReport(db, uid),
    getOnboarding(db, uid),
    index(),
  ]);
  const profile = personRiasecProfile({
    interests: interest ? (interest.result as InterestScored) : null,
    bigFive: report ? (report.result as StoredPersonalityResult).normed : null,
  });
  const { workValues = [], currentOccupation = null } = onboarding.answers;
  return ranked(
    db,
    profile,
    catalogue,
    { interests: Boolean(interest), personality: Boolean(report) },
    query,
    {
      workValues,
      currentOccupation,
    },
  );
}

/** Careers for someone signed out, from card ratings scored here with the same engine. */
export async function suggestionsForRatings(
  db: Database,
  index: OccupationIndex,
  request: {
    ratings: InterestAnswers['ratings'];
    jobZone?: number[];
    limit: number;
    workValues?: WorkValue[];
    currentOccupation?: string;
    minPay?: number;
    growth?: GrowthFilter;
  },
): Promise<Suggestions> {
  const [cards, catalogue] = await Promise.all([allCards(db), index()]);
  checkRatings(cards, request.ratings);
  const interests = scoreRatings(cards, request.ratings);
  const profile = personRiasecProfile({ interests, bigFive: null });
  return ranked(db, profile, catalogue, { interests: true, personality: false }, request, {
    workValues: request.workValues ?? [],
    currentOccupation: request.currentOccupation ?? null,
  });
}

async function ranked(
  db: Database,
  profile: PersonRiasecProfile | null,
  catalogue: CatalogueIndex | null,
  used: { interests: boolean; personality: boolean },
  query: { jobZone?: number[]; limit: number; minPay?: number; growth?: GrowthFilter },
  situation: Situation,
): Promise<Suggestions> {
  const jobZones = query.jobZone as JobZone[] | undefined;
  const filter = { minPay: query.minPay ?? null, growth: query.growth ?? null };
  const include =
    catalogue && (filter.minPay !== null || filter.growth !== null)
      ? (code: string) => {
          const figures = catalogue.figures.get(code) ?? { pay: null, growthPercent: null };
          return meetsFigureFilter(figures, filter, catalogue.allGrowthPercent);
        }
      : undefined;
  const close =
    catalogue && situation.currentOccupation
      ? closeCareers(situation.currentOccupation, catalogue.close, {
          profile,
          jobZones,
          include,
          workValues: situation.workValues,
          limit: 10,
        })
      : null;
  const inputs = {
    ...used,
    workValues: situation.workValues,
    currentOccupation: close !== null,
  };
  const outcome =
    profile && catalogue
      ? matchOccupations(profile, catalogue.prepared, {
          jobZones,
          // One more, for the job the person already does, which is left out.
          limit: query.limit + (situation.currentOccupation ? 1 : 0),
          workValues: situation.workValues,
          include,
        })
      : null;
  const matches = (outcome?.matches ?? [])
    .filter((match) => match.occupation.code !== situation.currentOccupation)
    .slice(0, query.limit);
  const careers = await careerSummaries(db, [
    ...matches.map((match) => match.occupation.code),
    ...(close?.items.map((item) => item.occupation.code) ?? []),
  ]);
  const reasons = (list: readonly { kind: string; text: string }[]) =>
    list.map(({ kind, text }) => ({ kind, text }));
  return {
    source: profile?.source ?? 'none',
    inputs,
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
            },
          ]
        : [];
    }),
    close: close && {
      current: { code: close.current.code, title: close.current.title },
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
