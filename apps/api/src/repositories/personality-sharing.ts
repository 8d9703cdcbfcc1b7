import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { personalityReports } from '../db/schema';

/** How many of the person's reports are shared. */
export async function countSharedReports(tx: Executor, uid: string): Promise<number> {
  const [{ shared } = { shared: 0 }] = await tx
    .select({ shared: count() })
    .from(personalityReports)
    .where(and(eq(personalityReports.userId, uid), isNotNull(personalityReports.shareId)));
  return shared;
}

export async function setShareId(tx: Executor, reportId: string, shareId: string): Promise<void> {
  await tx.update(personalityReports).set({ shareId }).where(eq(personalityReports.id, reportId));
}

/** Turns one of the person's report's share link off; false when they have no such report. */
export async function clearShareId(db: Database, uid: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(personalityReports)
    .set({ shareId: null })
    .where(and(eq(personalityReports.userId, uid), eq(personalityReports.id, id)))
    .returning({ id: personalityReports.id });
  return row !== undefined;
}
