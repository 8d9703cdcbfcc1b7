import { FAVOURITES_LIMIT, type Favourite, type Favourites } from '@pathwise/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { favourites, profiles } from '../db/schema';
import { ApiError, careerNotFound } from '../domain/errors';
import { careerExists, careerSummaries } from './careers';
import { awardOnce } from './coins';
import { ensureProfile } from './profiles';

export async function listFavourites(db: Database, uid: string): Promise<Favourites> {
  const rows = await db
    .select()
    .from(favourites)
    .where(eq(favourites.userId, uid))
    .orderBy(asc(favourites.savedAt), asc(favourites.code));
  const careers = await careerSummaries(
    db,
    rows.map((row) => row.code),
  );
  return {
    items: rows.map((row) => ({
      code: row.code,
      savedAt: row.savedAt.toISOString(),
      career: careers.get(row.code) ?? null,
    })),
    limit: FAVOURITES_LIMIT,
  };
}

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
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, uid)).for('update');
    const [existing] = await tx
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, uid), eq(favourites.code, code)));
    if (existing) return { savedAt: existing.savedAt, created: false };
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(favourites)
      .where(eq(favourites.userId, uid));
    if (saved >= FAVOURITES_LIMIT)
      throw new ApiError(
        409,
        'favourites_full',
        `You have saved ${FAVOURITES_LIMIT} careers, the most Pathwise keeps. Remove one to save another.`,
      );
    const [row] = await tx
      .insert(favourites)
      .values({ userId: uid, code })
      .returning({ savedAt: favourites.savedAt });
    await awardOnce(tx, uid, 'first-favourite-saved');
    return { savedAt: row?.savedAt ?? new Date(), created: true };
  });
  const careers = await careerSummaries(db, [code]);
  return {
    favourite: { code, savedAt: savedAt.toISOString(), career: careers.get(code) ?? null },
    created,
  };
}

/** Removes a saved career; removing one that isn't saved is not an error. */
export async function removeFavourite(db: Database, uid: string, code: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, uid), eq(favourites.code, code)));
}
