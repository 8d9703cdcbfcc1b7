import { type SQL, and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { type interestResults, type personalityReports, profiles } from '../db/schema';

/** A person's stored results, newest counted by `createdAt`. */
type History = typeof personalityReports | typeof interestResults;

/**
 * Deletes the person's results beyond the newest `keep`, in the transaction that stored the newest,
 * and returns what it deleted. With `among`, only the rows it matches count and can go (reports
 * that aren't shared); the others stay whatever their age. The person's row is locked first (`no
 * key update`, which the new row's foreign key check does not block), so two results stored at
 * once each see the other and never keep one too many.
 */
export async function keepNewest(
  tx: Executor,
  table: History,
  uid: string,
  keep: number,
  among?: SQL,
): Promise<{ id: string; createdAt: Date }[]> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, uid))
    .for('no key update');
  const counted = and(eq(table.userId, uid), among);
  const newest = tx
    .select({ id: table.id })
    .from(table)
    .where(counted)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(keep);
  return tx
    .delete(table)
    .where(and(counted, notInArray(table.id, newest)))
    .returning({ id: table.id, createdAt: table.createdAt });
}
