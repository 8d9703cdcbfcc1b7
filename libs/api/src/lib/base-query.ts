import { selectToken, tokenCleared, tokenRefreshed } from '@pathwise/auth';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { MAX_BUSY_WAIT_MS, retryAfterMs, serviceAnswered, serviceBusy } from './service-busy';

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

const BUSY = new Set<unknown>([429, 503]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A busy API (429 or 503) is not a lost connection: says so through `serviceBusy`, waits as long as
 * `Retry-After` asks (at most `MAX_BUSY_WAIT_MS`) and tries once more by itself. A longer wait is
 * not attempted; the notice then says when the service expects to be free.
 */
const patientQuery: typeof rawBaseQuery = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!BUSY.has(result.error?.status)) {
    api.dispatch(serviceAnswered());
    return result;
  }
  const delay = retryAfterMs(result.meta?.response?.headers.get('retry-after'));
  const retrying = delay <= MAX_BUSY_WAIT_MS;
  const since = Date.now();
  api.dispatch(serviceBusy({ since, retryAt: since + delay, retrying }));
  if (!retrying) return result;
  await wait(delay);
  const again = await rawBaseQuery(args, api, extraOptions);
  if (BUSY.has(again.error?.status)) {
    const next = retryAfterMs(again.meta?.response?.headers.get('retry-after'));
    const now = Date.now();
    api.dispatch(serviceBusy({ since: now, retryAt: now + next, retrying: false }));
  } else api.dispatch(serviceAnswered());
  return again;
};

/**
 * Attaches the token from the token store, waits out a busy API once (`patientQuery`) and, when the
 * API answers 401, refreshes the token once and retries the request once.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await patientQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;
  const { refreshIdToken } = api.extra as ApiExtra;
  const fresh = await refreshIdToken().catch(() => null);
  if (!fresh) {
    api.dispatch(tokenCleared());
    return result;
  }
  api.dispatch(tokenRefreshed(fresh));
  return patientQuery(args, api, extraOptions);
};
