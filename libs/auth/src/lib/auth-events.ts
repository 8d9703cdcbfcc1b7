import { createAction } from '@reduxjs/toolkit';
import type { AuthUser } from './auth-adapter';

/** Firebase reported who is signed in (or nobody), with their current ID token. */
export const authStateChanged = createAction<{ user: AuthUser | null; idToken: string | null }>(
  'auth/stateChanged',
);
