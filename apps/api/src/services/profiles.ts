import { type Profile, profilePatchSchema } from '@pathwise/contract';
import type { Database } from '../db/database';
import type { Accounts, Identity } from '../domain/identity';
import { recentSignInRequired } from '../domain/errors';
import { deleteProfile, getOrCreateProfile } from '../repositories/profiles';

// A change and a read with no rule of their own (another's private profile reads as none).
export { findSharedProfile, updateProfile } from '../repositories/profiles';

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
export const ownProfile = (db: Database, { uid, name }: Identity): Promise<Profile> =>
  getOrCreateProfile(db, uid, seedName(name));

/**
 * Deletes the account and everything stored about the person. Someone who finds a signed-in
 * browser (a shared computer, a lost phone) can't: the person proves who they are again first, as
 * Firebase asks for its own deletion.
 */
export async function closeAccount(
  db: Database,
  { uid, signedInAt }: Identity,
  {
    deleteAccount,
    recentSignInSeconds,
  }: { deleteAccount: Accounts['deleteAccount']; recentSignInSeconds: number },
): Promise<void> {
  if (signedInAt === undefined || Date.now() - signedInAt > recentSignInSeconds * 1000)
    throw recentSignInRequired();
  // The sign-in account first: if Firebase cannot be reached, nothing is lost and the person can
  // try again; a retry after it is gone still deletes the data.
  await deleteAccount(uid);
  await deleteProfile(db, uid);
}
