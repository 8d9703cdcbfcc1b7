import { type Profile, type ProfilePatch, type SharedProfile } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { closedAccounts, profiles } from '../db/schema';
import { accountClosed } from '../domain/errors';

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

/**
 * Makes sure the person has a profile row; concurrent first calls create one. A deleted account is
 * never made again (its token may still be valid for an hour, and another process may not know yet).
 */
export async function ensureProfile(db: Executor, uid: string): Promise<void> {
  // One round trip. The closed-account check decides, not whether a profile is visible: a profile
  // made at the same moment by a concurrent call is not in this statement's snapshot.
  const result = await db.execute(sql`
    with made as (
      insert into ${profiles} (id)
      select ${uid} where not exists (select 1 from ${closedAccounts} where uid = ${uid})
      on conflict do nothing
      returning 1
    )
    select exists (select 1 from ${closedAccounts} where uid = ${uid}) as closed`);
  // Both drivers answer with the rows under `rows`.
  const [row] = (result as { rows: { closed: boolean }[] }).rows;
  if (row?.closed) throw accountClosed();
}

/**
 * Locks the person's row until the transaction ends: their writes that count or check what they
 * have (a limit, "already made") then run one at a time.
 */
export async function lockProfile(tx: Executor, uid: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, uid)).for('update');
}

/** The stage of life a person gave, if any. */
export async function lifeStageOf(db: Executor, uid: string): Promise<ProfileRow['lifeStage']> {
  const [row] = await db
    .select({ lifeStage: profiles.lifeStage })
    .from(profiles)
    .where(eq(profiles.id, uid));
  return row?.lifeStage ?? null;
}

/** The name a person's profile gives, or null when they gave none. */
export async function displayNameOf(db: Executor, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ name: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.id, uid));
  return row?.name ?? null;
}

/** Whether the account was deleted by its owner. */
export async function isClosedAccount(db: Executor, uid: string): Promise<boolean> {
  const rows = await db
    .select({ uid: closedAccounts.uid })
    .from(closedAccounts)
    .where(eq(closedAccounts.uid, uid));
  return rows.length > 0;
}

/**
 * A person's own profile, created on first use. `name` (the sign-in's, already checked) is written
 * only while the profile's name was never set or copied; then the profile's name is theirs.
 */
export async function getOrCreateProfile(
  db: Database,
  uid: string,
  name?: string | null,
): Promise<Profile> {
  if (name && !(await isClosedAccount(db, uid))) {
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
  // Deleted by a request that raced this one.
  if (!row) throw accountClosed();
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
  if (!row) throw accountClosed();
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

/**
 * Erases everything stored about a person (the other tables follow by cascade) and marks the
 * account closed, in one transaction.
 */
export async function deleteProfile(db: Database, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(closedAccounts).values({ uid }).onConflictDoNothing();
    await tx.delete(profiles).where(eq(profiles.id, uid));
  });
}
