import type { Profile, ProfilePatch } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
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

/** A person's profile, created on first use; concurrent first calls create one row. */
export async function getOrCreateProfile(db: Database, uid: string): Promise<Profile> {
  await db.insert(profiles).values({ id: uid }).onConflictDoNothing();
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
