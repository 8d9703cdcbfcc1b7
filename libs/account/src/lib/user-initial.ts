import type { AuthUser } from '@pathwise/auth';

/** What the header calls the person: their name, else their email, else a neutral word. */
export const displayNameOf = (user: AuthUser) =>
  user.displayName?.trim() || user.email || 'Your account';

export const initialOf = (user: AuthUser) => displayNameOf(user).charAt(0).toUpperCase();
