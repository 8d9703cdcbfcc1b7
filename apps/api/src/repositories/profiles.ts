import type { Profile, ProfilePatch, SharedProfile } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { profiles } from '../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  displayName: row.displayName,
  lifeStage: row.lifeStage,
  country: row.country,
  preferredLanguage: row.preferredLanguage,
  shareProfile: row.shareProfile,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Makes sure the person has a profile row; concurrent first calls create one. */
export async function ensureProfile(db: Executor, uid: string): Promise<void> {
  await db.insert(profiles).values({ id: uid }).onConflictDoNothing();
}

/** A person's profile, created on first use. */
export async function getOrCreateProfile(db: Database, uid: string): Promise<Profile> {
  await ensureProfile(db, uid);
  const [row] = await db.select().from(profiles).where(eq(profiles.id, uid));
  if (!row) throw new Error(`Profile ${uid} vanished after insert.`);
  return toProfile(row);
}

export async function updateProfile(
  db: Database,
  uid: string,
  patch: ProfilePatch,
): Promise<Profile> {
  await getOrCreateProfile(db, uid);
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(profiles.id, uid))
    .returning();
  if (!row) throw new Error(`Profile ${uid} could not be updated.`);
  return toProfile(row);
}

/** A profile others may see: only when its owner shares it. Unknown and private look the same. */
export async function findSharedProfile(db: Database, id: string): Promise<SharedProfile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!row?.shareProfile) return null;
  return {
    id: row.id,
    displayName: row.displayName,
    lifeStage: row.lifeStage,
    country: row.country,
  };
}

/** Erases everything stored about a person; the other tables follow by cascade. */
export async function deleteProfile(db: Database, uid: string): Promise<void> {
  await db.delete(profiles).where(eq(profiles.id, uid));
}
