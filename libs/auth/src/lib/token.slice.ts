import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { authStateChanged } from './auth-events';

export type TokenState = { token: string | null };

const initialState: TokenState = { token: null };

/** The one place the signed-in person's ID token is kept; API calls read it from here. */
export const tokenSlice = createSlice({
  name: 'token',
  initialState,
  reducers: {
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    tokenCleared(state) {
      state.token = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      state.token = action.payload.user ? action.payload.idToken : null;
    });
  },
  selectors: {
    selectToken: (state) => state.token,
  },
});

export const { tokenRefreshed, tokenCleared } = tokenSlice.actions;
export const { selectToken } = tokenSlice.selectors;
