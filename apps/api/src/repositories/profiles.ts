import {
  type Profile,
  type ProfilePatch,
  type SharedProfile,
  profilePatchSchema,
} from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { profiles } from '../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

export const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  displayName: row.displayName,
  lifeStage: row.lifeStage,
  country: row.country,
  highestEducation: row.highestEducation,
  preferredLanguage: row.preferredLanguage,
  shareProfile: row.shareProfile,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Makes sure the person has a profile row; concurrent first calls create one. */
export async function ensureProfile(db: Executor, uid: string): Promise<void> {
  await db.insert(profiles).values({ id: uid }).onConflictDoNothing();
}

/** The sign-in's name as a profile name, or null when it would not pass the profile's own rules. */
function seedName(name: string | null | undefined): string | null {
  if (!name) return null;
  const parsed = profilePatchSchema.shape.displayName.safeParse(name.trim().slice(0, 60));
  return parsed.success ? (parsed.data ?? null) : null;
}

/**
 * A person's own profile, created on first use. The name their sign-in carries (given at sign-up,
 * or by Google) is copied in once, the first time it is seen; after that the profile's name is
 * theirs to change or clear.
 */
export async function getOrCreateProfile(
  db: Database,
  uid: string,
  signInName?: string | null,
): Promise<Profile> {
  const name = seedName(signInName);
  if (name) {
    await db
      .insert(profiles)
      .values({ id: uid, displayName: name, nameSeeded: true })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { displayName: name, nameSeeded: true, updatedAt: sql`now()` },
        setWhere: eq(profiles.nameSeeded, false),
      });
  } else {
    await ensureProfile(db, uid);
  }
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
    // Naming themselves (or clearing the name) ends any copying of the sign-in's name.
    .set({
      ...patch,
      ...('displayName' in patch ? { nameSeeded: true } : {}),
      updatedAt: sql`now()`,
    })
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
