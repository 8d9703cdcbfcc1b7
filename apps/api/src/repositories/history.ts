import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { type interestResults, type personalityReports, profiles } from '../db/schema';

/** A person's stored results, newest counted by `createdAt`. */
type History = typeof personalityReports | typeof interestResults;

/**
 * Deletes the person's results beyond the newest `keep`, in the transaction that stored the newest.
 * The person's row is locked first (`no key update`, which the new row's foreign key check does not
 * block), so two results stored at once each see the other and never keep one too many.
 */
export async function keepNewest(tx: Executor, table: History, uid: string, keep: number) {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, uid))
    .for('no key update');
  const newest = tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.userId, uid))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(keep);
  await tx.delete(table).where(and(eq(table.userId, uid), notInArray(table.id, newest)));
}
