import { createHash } from 'node:crypto';
import {
  type FitBand,
  type GrowthFilter,
  type WorkValue,
  personRiasecProfile,
} from '@pathwise/assessment';
import type { InterestAnswers, Suggestions, SuggestionsQuery } from '@pathwise/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { readStoredInterest, readStoredPersonality } from '../db/stored-results';
import { allCards } from '../repositories/interests';
import { checkRatings, scoreRatings } from './interests';
import { storedOwnAnswers } from '../repositories/onboarding';
import { type RankingInputs, rankingInputs, storedRatings } from '../repositories/suggestions';
import type { CatalogueIndex, OccupationIndex } from './occupation-index';
import { rankSuggestions } from './rank-suggestions';

/** The most suggestion lists kept, by what they were made from (see `suggestionsFor`). */
const KEPT_LISTS = 2000;
/** Lists made per catalogue release: a new release starts with none. */
const madeLists = new WeakMap<CatalogueIndex, LRUCache<string, string>>();

function listsMadeFor(catalogue: CatalogueIndex): LRUCache<string, string> {
  let made = madeLists.get(catalogue);
  if (!made) madeLists.set(catalogue, (made = new LRUCache({ max: KEPT_LISTS })));
  return made;
}

/** A digest of exactly what a list is made from. */
const listKey = (inputs: RankingInputs, query: SuggestionsQuery) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        inputs.interest,
        inputs.report,
        inputs.onboarding,
        inputs.ratings,
        inputs.notFor,
        query,
      ]),
    )
    .digest('base64url');

/**
 * Careers ranked for a person from their newest interest result and personality report (interests
 * first, personality as a nudge, or a personality-based estimate when that is all there is), their
 * work values as points of fit, and careers close to what they do now; as the response's JSON.
 *
 * A list is made once for the same inputs: it is kept under a digest of exactly what it was made
 * from (the stored result, report and answers as read just now, the query) for the catalogue
 * release it was ranked against. Any change to them reads as other inputs, so a kept list is never
 * out of date, whichever process made the change.
 */
export async function suggestionsFor(
  db: Database,
  index: OccupationIndex,
  uid: string,
  query: SuggestionsQuery,
): Promise<string> {
  const [inputs, catalogue] = await Promise.all([rankingInputs(db, uid), index()]);
  const made = catalogue && listsMadeFor(catalogue);
  const key = listKey(inputs, query);
  const kept = made?.get(key);
  if (kept !== undefined) return kept;
  const json = writeSuggestions(personalList(inputs, catalogue, query));
  made?.set(key, json);
  return json;
}

/** The ranking of a person's stored results, answers and ratings. */
function personalList(
  inputs: RankingInputs,
  catalogue: CatalogueIndex | null,
  query: SuggestionsQuery,
): Suggestions {
  const interest = inputs.interest ? readStoredInterest(inputs.interest) : null;
  const report = inputs.report ? readStoredPersonality(inputs.report) : null;
  const profile = personRiasecProfile({ interests: interest, bigFive: report?.normed ?? null });
  const { workValues = [], currentOccupation = null } = storedOwnAnswers(
    inputs.onboarding ? JSON.parse(inputs.onboarding) : null,
  );
  return rankSuggestions(
    profile,
    catalogue,
    { interests: Boolean(interest), personality: Boolean(report) },
    query,
    { workValues, currentOccupation },
    // The cards count for their careers only beside the result they were scored into.
    interest && inputs.ratings ? storedRatings(inputs.ratings) : new Map(),
    new Set(inputs.notFor ? (JSON.parse(inputs.notFor) as string[]) : []),
  );
}

/**
 * The band a career has for the person now, measured from their own results; null for a fit
 * estimated from personality alone.
 */
export async function currentFitBand(
  db: Database,
  index: OccupationIndex,
  uid: string,
  code: string,
): Promise<FitBand | null> {
  const ranked = JSON.parse(
    await suggestionsFor(db, index, uid, { codes: [code], limit: 1 }),
  ) as Suggestions;
  const item = ranked.items[0];
  return item && !item.estimate ? item.fitBand : null;
}

/**
 * Careers for someone signed out, from card ratings scored here with the same engine, as the
 * response's JSON. Nothing of theirs is kept.
 */
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
    codes?: string[];
    families?: boolean;
    notFor?: string[];
  },
): Promise<string> {
  const catalogue = await index();
  const cards = catalogue?.cards ?? (await allCards(db));
  checkRatings(cards, request.ratings);
  const interests = scoreRatings(cards, request.ratings);
  const profile = personRiasecProfile({ interests, bigFive: null });
  return writeSuggestions(
    rankSuggestions(
      profile,
      catalogue,
      { interests: true, personality: false },
      request,
      {
        workValues: request.workValues ?? [],
        currentOccupation: request.currentOccupation ?? null,
      },
      new Map(request.ratings.map(({ cardId, rating }) => [cardId, rating])),
      new Set(request.notFor),
    ),
  );
}

/**
 * The response's JSON. `ranked` builds every object field by field in the order of the response
 * schema (suggestionsSchema), and the summaries come from `toSummary` in the summary schema's, so
 * plain JSON.stringify writes what the schema's serializer would, without a schema pass over every
 * item on every request; the tests hold the bodies to the schema.
 */
const writeSuggestions = (list: Suggestions): string => JSON.stringify(list);
