import {
  type InterestScored,
  type JobZone,
  matchOccupations,
  personRiasecProfile,
} from '@pathwise/assessment';
import type { InterestAnswers, Suggestions, SuggestionsQuery } from '@pathwise/contract';
import type { Database } from '../db/database';
import type { OccupationIndex } from '../services/occupation-index';
import { careerSummaries } from './careers';
import { allCards, latestResult, scoreRatings, checkRatings } from './interests';
import { type StoredPersonalityResult, latestReport } from './personality';

/**
 * Careers ranked for a person from their newest interest result and personality report: interests
 * first, personality as a nudge, or a personality-based estimate when that is all there is.
 */
export async function suggestionsFor(
  db: Database,
  index: OccupationIndex,
  uid: string,
  query: SuggestionsQuery,
): Promise<Suggestions> {
  const [interest, report, prepared] = await Promise.all([
    latestResult(db, uid),
    latestReport(db, uid),
    index(),
  ]);
  const inputs = { interests: Boolean(interest), personality: Boolean(report) };
  const profile = personRiasecProfile({
    interests: interest ? (interest.result as InterestScored) : null,
    bigFive: report ? (report.result as StoredPersonalityResult).normed : null,
  });
  return ranked(db, profile, prepared, inputs, query);
}

/** Careers for someone signed out, from card ratings scored here with the same engine. */
export async function suggestionsForRatings(
  db: Database,
  index: OccupationIndex,
  request: { ratings: InterestAnswers['ratings']; jobZone?: number[]; limit: number },
): Promise<Suggestions> {
  const [cards, prepared] = await Promise.all([allCards(db), index()]);
  checkRatings(cards, request.ratings);
  const interests = scoreRatings(cards, request.ratings);
  const profile = personRiasecProfile({ interests, bigFive: null });
  return ranked(db, profile, prepared, { interests: true, personality: false }, request);
}

async function ranked(
  db: Database,
  profile: ReturnType<typeof personRiasecProfile>,
  prepared: Awaited<ReturnType<OccupationIndex>>,
  inputs: Suggestions['inputs'],
  query: { jobZone?: number[]; limit: number },
): Promise<Suggestions> {
  if (!profile || !prepared) return { source: 'none', inputs, items: [] };
  const outcome = matchOccupations(profile, prepared, {
    jobZones: query.jobZone as JobZone[] | undefined,
    limit: query.limit,
  });
  const careers = await careerSummaries(
    db,
    outcome.matches.map((match) => match.occupation.code),
  );
  return {
    source: profile.source,
    inputs,
    items: outcome.matches.flatMap((match) => {
      const career = careers.get(match.occupation.code);
      return career
        ? [
            {
              career,
              fit: match.fit,
              correlation: match.correlation,
              reasons: match.reasons.map(({ kind, text }) => ({ kind, text })),
            },
          ]
        : [];
    }),
  };
}
