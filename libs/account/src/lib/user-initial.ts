import { t } from '@lingui/core/macro';
import type { AuthUser } from '@pathwise/auth';
import type { Profile } from '@pathwise/contract';

/**
 * What the header calls the person: the profile's name (the one they set), else their email, else a
 * neutral word. Until the profile has loaded, the sign-in's own name stands in for it.
 */
export function displayNameOf(user: AuthUser, profile: Pick<Profile, 'displayName'> | undefined) {
  const name = profile ? profile.displayName : user.displayName;
  return name?.trim() || user.email || t`Your account`;
}

export const initialOf = (name: string) => name.charAt(0).toUpperCase();
