import { createSlice } from '@reduxjs/toolkit';
import type { AuthUser } from './auth-adapter';
import { authStateChanged } from './auth-events';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';
export type SessionState = { status: SessionStatus; user: AuthUser | null };

const initialState: SessionState = { status: 'unknown', user: null };

/** Who is signed in; 'unknown' until the sign-in service has answered once. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      state.user = action.payload.user;
      state.status = action.payload.user ? 'signedIn' : 'signedOut';
    });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
  },
});

export const { selectSessionStatus, selectCurrentUser } = sessionSlice.selectors;
