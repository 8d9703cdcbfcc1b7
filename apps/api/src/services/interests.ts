import {
  type ActivityCard,
  type DeckSize,
  INTEREST_MINIMUM,
  type InterestScored,
  drawDeck,
  scoreInterests,
} from '@pathwise/assessment';
import type {
  InterestAnswers,
  InterestAnswersUpload,
  InterestDeck,
  InterestResult,
} from '@pathwise/contract';
import { HISTORY_LIMITS } from '../config';
import type { Database, Executor } from '../db/database';
import { DomainError, type FieldProblem } from '../domain/errors';
import { awardOnce } from '../repositories/coins';
import {
  allCards,
  getRatings,
  insertResult,
  keepNewestResults,
  latestResult,
  ratedSince,
  storeRatings,
  toResult,
} from '../repositories/interests';
import { lockProfile } from '../repositories/profiles';

// Reads and a clearing with no rule of their own.
export { clearRatings, getRatings } from '../repositories/interests';

/** A reproducible deck: the same size and seed give the same cards, in the same order. */
export async function deck(db: Database, size: DeckSize, seed: string): Promise<InterestDeck> {
  const cards = await allCards(db);
  if (!cards.length) throw new DomainError('catalogue_empty', {});
  return { size, seed, cards: drawDeck(cards, { size, seed }), minimum: INTEREST_MINIMUM };
}

/** Rejects ratings of cards that aren't in the deck, or of one card twice, naming each. */
export function checkRatings(cards: readonly ActivityCard[], ratings: InterestAnswers['ratings']) {
  const known = new Set(cards.map((card) => card.id));
  const seen = new Set<string>();
  const fields = ratings.flatMap((entry, index): FieldProblem[] => {
    const path = `body.ratings.${index}.cardId`;
    if (!known.has(entry.cardId)) return [{ path, problem: 'card_not_in_deck' }];
    if (seen.has(entry.cardId)) return [{ path, problem: 'card_rated_twice' }];
    seen.add(entry.cardId);
    return [];
  });
  if (fields.length) throw new DomainError('invalid_ratings', { fields });
}

/** Scores ratings with the engine, or says how many more are needed. */
export function scoreRatings(
  cards: readonly ActivityCard[],
  ratings: InterestAnswers['ratings'],
): InterestScored {
  const result = scoreInterests(
    cards,
    Object.fromEntries(ratings.map((entry) => [entry.cardId, entry.rating])),
  );
  if (result.status === 'not-enough-answers')
    throw new DomainError('not_enough_answers', {
      needed: result.needed.total,
      perArea: result.needed.perArea,
      rated: result.answered.total,
    });
  return result;
}

/** Saves a batch of ratings; resending a batch changes nothing, a newer rating replaces the old. */
export async function saveRatings(
  db: Database,
  uid: string,
  upload: InterestAnswersUpload,
): Promise<InterestAnswers> {
  checkRatings(await allCards(db), upload.ratings);
  await storeRatings(db, uid, upload.ratings);
  return getRatings(db, uid);
}

/** The newest result when no rating changed after it was made: asking again gives the same one. */
async function resultOfCurrentRatings(tx: Executor, uid: string) {
  const latest = await latestResult(tx, uid);
  if (!latest || !toResult(latest)) return null;
  return (await ratedSince(tx, uid, latest.createdAt)) ? null : latest;
}

/**
 * Scores the saved ratings and stores the result; finishing the playground earns its coins once,
 * in the same transaction.
 */
export async function createResult(db: Database, uid: string): Promise<InterestResult> {
  const row = await db.transaction(async (tx) => {
    // One at a time per person, so a request sent twice (a retry after a lost answer) sees the first.
    await lockProfile(tx, uid);
    const [cards, { ratings }] = await Promise.all([allCards(tx), getRatings(tx, uid)]);
    const result = scoreRatings(cards, ratings);
    const unchanged = await resultOfCurrentRatings(tx, uid);
    if (unchanged) return unchanged;
    const inserted = await insertResult(tx, uid, result);
    await keepNewestResults(tx, uid, HISTORY_LIMITS.interestResults);
    await awardOnce(tx, uid, 'playground-completed');
    return inserted;
  });
  const made = toResult(row);
  // Written a moment ago by this same code from the engine's output.
  if (!made) throw new Error('An interest result just made does not read back.');
  return made;
}

/** The newest interest result, or null before the first. */
export async function latestInterestResult(
  db: Database,
  uid: string,
): Promise<InterestResult | null> {
  const row = await latestResult(db, uid);
  return row ? toResult(row) : null;
}
