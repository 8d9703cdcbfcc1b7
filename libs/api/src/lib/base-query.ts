import { selectToken, tokenCleared, tokenRefreshed } from '@pathwise/auth';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** How the store gets a fresh ID token after the API says the current one is no good. */
export type ApiExtra = { refreshIdToken: () => Promise<string | null> };

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and in Node-based tests.
  baseUrl: new URL('/api', globalThis.location?.origin ?? 'http://localhost').href,
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as Parameters<typeof selectToken>[0]);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Attaches the token from the token store and, when the API answers 401, refreshes the token once
 * and retries the request once.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;
  const { refreshIdToken } = api.extra as ApiExtra;
  const fresh = await refreshIdToken().catch(() => null);
  if (!fresh) {
    api.dispatch(tokenCleared());
    return result;
  }
  api.dispatch(tokenRefreshed(fresh));
  return rawBaseQuery(args, api, extraOptions);
};
