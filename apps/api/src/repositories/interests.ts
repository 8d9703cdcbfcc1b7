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
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { interestCards, interestRatings, interestResults, profiles } from '../db/schema';
import { ApiError } from '../domain/errors';
import { HISTORY_LIMITS } from '../config';
import { readStoredInterest } from '../db/stored-results';
import { awardOnce } from './coins';
import { keepNewest } from './history';
import { ensureProfile } from './profiles';

export async function allCards(db: Executor): Promise<ActivityCard[]> {
  return db
    .select({ id: interestCards.id, area: interestCards.area, text: interestCards.text })
    .from(interestCards)
    .orderBy(interestCards.area, interestCards.id);
}

/** A reproducible deck: the same size and seed give the same cards, in the same order. */
export async function deck(db: Database, size: DeckSize, seed: string): Promise<InterestDeck> {
  const cards = await allCards(db);
  if (!cards.length)
    throw new ApiError(503, 'catalogue_empty', 'The interest cards are not loaded yet.');
  return { size, seed, cards: drawDeck(cards, { size, seed }), minimum: INTEREST_MINIMUM };
}

/** Rejects ratings of cards that aren't in the deck, or of one card twice, naming each. */
export function checkRatings(cards: readonly ActivityCard[], ratings: InterestAnswers['ratings']) {
  const known = new Set(cards.map((card) => card.id));
  const seen = new Set<string>();
  const problems = ratings.flatMap((entry, index) => {
    const path = `body.ratings.${index}.cardId`;
    if (!known.has(entry.cardId)) return [{ path, message: 'This card is not in the deck.' }];
    if (seen.has(entry.cardId)) return [{ path, message: 'This card is rated twice.' }];
    seen.add(entry.cardId);
    return [];
  });
  if (problems.length)
    throw new ApiError(422, 'invalid_ratings', 'Some ratings could not be used.', problems);
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
    throw new ApiError(
      422,
      'not_enough_answers',
      `Rate at least ${result.needed.total} cards, with ${result.needed.perArea} or more in each area, to see your interest profile. You have rated ${result.answered.total}.`,
    );
  return result;
}

/** Saves a batch of ratings; resending a batch changes nothing, a newer rating replaces the old. */
export async function saveRatings(
  db: Database,
  uid: string,
  upload: InterestAnswersUpload,
): Promise<InterestAnswers> {
  checkRatings(await allCards(db), upload.ratings);
  await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    await tx
      .insert(interestRatings)
      .values(upload.ratings.map((entry) => ({ userId: uid, ...entry })))
      .onConflictDoUpdate({
        target: [interestRatings.userId, interestRatings.cardId],
        set: { rating: sql`excluded.rating`, ratedAt: sql`now()` },
      });
  });
  return getRatings(db, uid);
}

/**
 * The person's ratings of cards in the current deck. A catalogue import may retire a card (O*NET
 * rewords an activity, and a card's id is made from its words); its rating stays stored, counting
 * again if the card returns, but is left out here, so a result is scored from today's cards only.
 */
export async function getRatings(db: Executor, uid: string): Promise<InterestAnswers> {
  const ratings = await db
    .select({ cardId: interestRatings.cardId, rating: interestRatings.rating })
    .from(interestRatings)
    .innerJoin(interestCards, eq(interestCards.id, interestRatings.cardId))
    .where(eq(interestRatings.userId, uid))
    .orderBy(interestRatings.cardId);
  return { ratings };
}

export async function clearRatings(db: Database, uid: string): Promise<void> {
  await db.delete(interestRatings).where(eq(interestRatings.userId, uid));
}

/**
 * Scores the saved ratings and stores the result; finishing the playground earns its coins once,
 * in the same transaction.
 */
export async function createResult(db: Database, uid: string): Promise<InterestResult> {
  const row = await db.transaction(async (tx) => {
    // One at a time per person, so a request sent twice (a retry after a lost answer) sees the first.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, uid)).for('update');
    const [cards, { ratings }] = await Promise.all([allCards(tx), getRatings(tx, uid)]);
    const result = scoreRatings(cards, ratings);
    const unchanged = await resultOfCurrentRatings(tx, uid);
    if (unchanged) return unchanged;
    const [inserted] = await tx.insert(interestResults).values({ userId: uid, result }).returning();
    await keepNewest(tx, interestResults, uid, HISTORY_LIMITS.interestResults);
    await awardOnce(tx, uid, 'playground-completed');
    return inserted!;
  });
  const made = toResult(row);
  // Written a moment ago by this same code from the engine's output.
  if (!made) throw new Error('An interest result just made does not read back.');
  return made;
}

/** The newest result when no rating changed after it was made: asking again gives the same one. */
async function resultOfCurrentRatings(tx: Executor, uid: string) {
  const latest = await latestResult(tx, uid);
  if (!latest || !readStoredInterest(latest.result)) return null;
  const [changed] = await tx
    .select({ cardId: interestRatings.cardId })
    .from(interestRatings)
    .where(and(eq(interestRatings.userId, uid), gt(interestRatings.ratedAt, latest.createdAt)))
    .limit(1);
  return changed ? null : latest;
}

export async function latestResult(db: Executor, uid: string) {
  const [row] = await db
    .select()
    .from(interestResults)
    .where(eq(interestResults.userId, uid))
    .orderBy(desc(interestResults.createdAt))
    .limit(1);
  return row ?? null;
}

export function toResult(row: typeof interestResults.$inferSelect): InterestResult | null {
  const result = readStoredInterest(row.result);
  if (!result) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    scores: { ...result.scores },
    hollandCode: result.hollandCode,
    flat: result.flat,
    answered: result.answered.total,
    answeredByArea: { ...result.answered.byArea },
  };
}
