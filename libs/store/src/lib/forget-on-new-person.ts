import { pathwiseApi } from '@pathwise/api';
import { authStateChanged } from '@pathwise/auth';
import type { Middleware } from '@reduxjs/toolkit';

type WithSession = { session: { status: string; user: { uid: string } | null } };

/**
 * When the person signed in changes (sign-out, or someone else signs in), the API cache is emptied
 * first: one person's profile, answers or favourites must never be what the next one sees while
 * their own load. A token refresh for the same person keeps it, as does the first answer from the
 * sign-in service (the cache then holds only what the page was sent).
 */
export const forgetOnNewPerson: Middleware = (store) => (next) => (action) => {
  if (!authStateChanged.match(action)) return next(action);
  const { session } = store.getState() as WithSession;
  const before = session.user?.uid ?? null;
  const after = action.payload.user?.uid ?? null;
  const result = next(action);
  if (session.status !== 'unknown' && before !== after) {
    store.dispatch(pathwiseApi.util.resetApiState());
  }
  return result;
};
