import { FAVOURITES_LIMIT, type Favourites } from '@pathwise/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { favourites } from '../db/schema';
import { careerSummaries } from './careers';

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

/** When the person saved the career, or null when they have not. */
export async function favouriteSavedAt(
  tx: Executor,
  uid: string,
  code: string,
): Promise<Date | null> {
  const [existing] = await tx
    .select({ savedAt: favourites.savedAt })
    .from(favourites)
    .where(and(eq(favourites.userId, uid), eq(favourites.code, code)));
  return existing?.savedAt ?? null;
}

export async function countFavourites(tx: Executor, uid: string): Promise<number> {
  const [{ saved } = { saved: 0 }] = await tx
    .select({ saved: count() })
    .from(favourites)
    .where(eq(favourites.userId, uid));
  return saved;
}

/** Saves a career for the person; returns when. */
export async function insertFavourite(tx: Executor, uid: string, code: string): Promise<Date> {
  const [row] = await tx
    .insert(favourites)
    .values({ userId: uid, code })
    .returning({ savedAt: favourites.savedAt });
  return row?.savedAt ?? new Date();
}

/** Removes a saved career; removing one that isn't saved is not an error. */
export async function removeFavourite(db: Database, uid: string, code: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, uid), eq(favourites.code, code)));
}
