import { FAVOURITES_LIMIT, type Favourite } from '@pathwise/contract';
import type { Database } from '../db/database';
import { DomainError, careerNotFound } from '../domain/errors';
import { careerExists, careerSummaries } from '../repositories/careers';
import { awardOnce } from '../repositories/coins';
import { countFavourites, favouriteSavedAt, insertFavourite } from '../repositories/favourites';
import { ensureProfile, lockProfile } from '../repositories/profiles';

// Reads and a removal with no rule of their own.
export { listFavourites, removeFavourite } from '../repositories/favourites';

/**
 * Saves a career (saving it again changes nothing). The person's row is locked for the count, so
 * concurrent saves can't pass the limit; the first save earns its coins in the same transaction.
 */
export async function saveFavourite(
  db: Database,
  uid: string,
  code: string,
): Promise<{ favourite: Favourite; created: boolean }> {
  if (!(await careerExists(db, code))) throw careerNotFound(code);
  const { savedAt, created } = await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    await lockProfile(tx, uid);
    const existing = await favouriteSavedAt(tx, uid, code);
    if (existing) return { savedAt: existing, created: false };
    if ((await countFavourites(tx, uid)) >= FAVOURITES_LIMIT)
      throw new DomainError('favourites_full', { limit: FAVOURITES_LIMIT });
    const saved = await insertFavourite(tx, uid, code);
    await awardOnce(tx, uid, 'first-favourite-saved');
    return { savedAt: saved, created: true };
  });
  const careers = await careerSummaries(db, [code]);
  return {
    favourite: { code, savedAt: savedAt.toISOString(), career: careers.get(code) ?? null },
    created,
  };
}
