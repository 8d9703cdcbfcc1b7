import { randomBytes } from 'node:crypto';
import { HISTORY_LIMITS } from '../config';
import type { Database } from '../db/database';
import { DomainError, reportNotFound } from '../domain/errors';
import { ownRow } from '../repositories/personality-reports';
import { clearShareId, countSharedReports, setShareId } from '../repositories/personality-sharing';
import { lockProfile } from '../repositories/profiles';

/**
 * Turns sharing on for one report and returns its share id (the same one while it stays shared).
 * The id is random and long, so a link can't be guessed from another.
 */
export async function shareReport(db: Database, uid: string, id: string): Promise<string> {
  const shareId = randomBytes(18).toString('base64url');
  return db.transaction(async (tx) => {
    // One share at a time per person, so two at once can't pass the limit together.
    await lockProfile(tx, uid);
    const row = await ownRow(tx, uid, id);
    if (!row) throw reportNotFound();
    if (row.shareId) return row.shareId;
    if ((await countSharedReports(tx, uid)) >= HISTORY_LIMITS.sharedReports)
      throw new DomainError('share_limit', { limit: HISTORY_LIMITS.sharedReports });
    await setShareId(tx, row.id, shareId);
    return shareId;
  });
}

/** Turns one report's share link off; the link stops working at once. */
export async function stopSharingReport(db: Database, uid: string, id: string): Promise<void> {
  if (!(await clearShareId(db, uid, id))) throw reportNotFound();
}
