import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { HISTORY_LIMITS } from '../config';
import type { Database } from '../db/database';
import { personalityReports, profiles } from '../db/schema';
import { ApiError, reportNotFound } from '../domain/errors';
import { ownRow } from './personality-reports';

/**
 * Turns sharing on for one report and returns its share id (the same one while it stays shared).
 * The id is random and long, so a link can't be guessed from another.
 */
export async function shareReport(db: Database, uid: string, id: string): Promise<string> {
  const shareId = randomBytes(18).toString('base64url');
  return db.transaction(async (tx) => {
    // One share at a time per person, so two at once can't pass the limit together.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, uid)).for('update');
    const row = await ownRow(tx, uid, id);
    if (!row) throw reportNotFound();
    if (row.shareId) return row.shareId;
    const [{ shared } = { shared: 0 }] = await tx
      .select({ shared: count() })
      .from(personalityReports)
      .where(and(eq(personalityReports.userId, uid), isNotNull(personalityReports.shareId)));
    if (shared >= HISTORY_LIMITS.sharedReports)
      throw new ApiError(
        409,
        'share_limit',
        `You share ${HISTORY_LIMITS.sharedReports} reports, the most Pathwise keeps shared. Stop sharing one to share this one.`,
      );
    await tx.update(personalityReports).set({ shareId }).where(eq(personalityReports.id, row.id));
    return shareId;
  });
}

/** Turns one report's share link off; the link stops working at once. */
export async function stopSharingReport(db: Database, uid: string, id: string): Promise<void> {
  const [row] = await db
    .update(personalityReports)
    .set({ shareId: null })
    .where(and(eq(personalityReports.userId, uid), eq(personalityReports.id, id)))
    .returning({ id: personalityReports.id });
  if (!row) throw reportNotFound();
}
