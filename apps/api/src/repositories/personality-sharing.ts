import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { personalityReports } from '../db/schema';
import { reportNotFound } from '../domain/errors';
import { ownRow } from './personality-reports';

/**
 * Turns sharing on for one report and returns its share id (the same one while it stays shared).
 * The id is random and long, so a link can't be guessed from another.
 */
export async function shareReport(db: Database, uid: string, id: string): Promise<string> {
  const shareId = randomBytes(18).toString('base64url');
  // Only where no link exists yet, so two requests at once agree on one link.
  await db
    .update(personalityReports)
    .set({ shareId })
    .where(
      and(
        eq(personalityReports.userId, uid),
        eq(personalityReports.id, id),
        isNull(personalityReports.shareId),
      ),
    );
  const row = await ownRow(db, uid, id);
  if (!row?.shareId) throw reportNotFound();
  return row.shareId;
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
