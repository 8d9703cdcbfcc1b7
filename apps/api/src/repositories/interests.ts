import type { ActivityCard, InterestScored } from '@pathwise/assessment';
import type { InterestAnswers, InterestAnswersUpload, InterestResult } from '@pathwise/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { interestCards, interestRatings, interestResults } from '../db/schema';
import { readStoredInterest } from '../db/stored-results';
import { keepNewest } from './history';
import { ensureProfile } from './profiles';

export async function allCards(db: Executor): Promise<ActivityCard[]> {
  return db
    .select({ id: interestCards.id, area: interestCards.area, text: interestCards.text })
    .from(interestCards)
    .orderBy(interestCards.area, interestCards.id);
}

/** Saves a batch of ratings; resending a batch changes nothing, a newer rating replaces the old. */
export async function storeRatings(
  db: Database,
  uid: string,
  ratings: InterestAnswersUpload['ratings'],
): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    await tx
      .insert(interestRatings)
      .values(ratings.map((entry) => ({ userId: uid, ...entry })))
      .onConflictDoUpdate({
        target: [interestRatings.userId, interestRatings.cardId],
        set: { rating: sql`excluded.rating`, ratedAt: sql`now()` },
      });
  });
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

export async function clearRatings(db: Executor, uid: string): Promise<void> {
  await db.delete(interestRatings).where(eq(interestRatings.userId, uid));
}

/** Stores a scored result; returns its row. */
export async function insertResult(tx: Executor, uid: string, result: InterestScored) {
  const [inserted] = await tx.insert(interestResults).values({ userId: uid, result }).returning();
  return inserted!;
}

/** Deletes the person's results beyond the newest `keep` (see `keepNewest`). */
export const keepNewestResults = (tx: Executor, uid: string, keep: number) =>
  keepNewest(tx, interestResults, uid, keep);

/** Whether the person rated any card after `since`. */
export async function ratedSince(tx: Executor, uid: string, since: Date): Promise<boolean> {
  const [changed] = await tx
    .select({ cardId: interestRatings.cardId })
    .from(interestRatings)
    .where(and(eq(interestRatings.userId, uid), gt(interestRatings.ratedAt, since)))
    .limit(1);
  return changed !== undefined;
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
