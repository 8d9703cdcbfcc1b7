import { type Achievement, COIN_AWARDS, type Coins } from '@pathwise/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { coinAwards } from '../db/schema';

/**
 * Awards an achievement's coins unless already awarded. Call it inside the transaction of the action
 * that earns them; the primary key makes concurrent awards collapse into one.
 */
export async function awardOnce(
  tx: Executor,
  uid: string,
  achievement: Achievement,
): Promise<boolean> {
  const inserted = await tx
    .insert(coinAwards)
    .values({ userId: uid, achievement, amount: COIN_AWARDS[achievement] })
    .onConflictDoNothing()
    .returning({ achievement: coinAwards.achievement });
  return inserted.length > 0;
}

export async function getCoins(db: Executor, uid: string): Promise<Coins> {
  const rows = await db
    .select()
    .from(coinAwards)
    .where(eq(coinAwards.userId, uid))
    .orderBy(asc(coinAwards.awardedAt));
  const ledger = rows.map((row) => ({
    achievement: row.achievement as Achievement,
    amount: row.amount,
    awardedAt: row.awardedAt.toISOString(),
  }));
  return { balance: ledger.reduce((sum, award) => sum + award.amount, 0), ledger };
}
