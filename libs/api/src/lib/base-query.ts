import { selectToken, tokenCleared, tokenRefreshed } from '@pathwise/auth';
import { API_PREFIX } from '@pathwise/contract';
import { activeLocale } from '@pathwise/i18n';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { MAX_BUSY_WAIT_MS, retryAfterMs, serviceAnswered, serviceBusy } from './service-busy';

/** How the store gets a fresh ID token after the API says the current one is no good. */
export type ApiExtra = { refreshIdToken: () => Promise<string | null> };

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and in Node-based tests.
  baseUrl: new URL(API_PREFIX, globalThis.location?.origin ?? 'http://localhost').href,
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as Parameters<typeof selectToken>[0]);
    if (token) headers.set('authorization', `Bearer ${token}`);
    // The catalogue's words (career names, cards) in the page's language, not the browser's.
    headers.set('accept-language', activeLocale());
    return headers;
  },
});

const BUSY = new Set<unknown>([429, 503]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a busy answer (429 or 503) asks the client to wait; null for any other answer. */
const busyDelay = (result: Awaited<ReturnType<typeof rawBaseQuery>>) =>
  BUSY.has(result.error?.status)
    ? retryAfterMs(result.meta?.response?.headers.get('retry-after'))
    : null;

/**
 * A busy API (429 or 503) is not a lost connection: says so through `serviceBusy`, waits as long as
 * `Retry-After` asks (at most `MAX_BUSY_WAIT_MS`) and tries once more by itself. A longer wait is
 * not attempted; the notice then says when the service expects to be free.
 */
const patientQuery: typeof rawBaseQuery = async (args, api, extraOptions) => {
  const announce = (delay: number, retrying: boolean) => {
    const since = Date.now();
    api.dispatch(serviceBusy({ since, retryAt: since + delay, retrying }));
  };
  let result = await rawBaseQuery(args, api, extraOptions);
  let delay = busyDelay(result);
  if (delay !== null && delay <= MAX_BUSY_WAIT_MS) {
    announce(delay, true);
    await wait(delay);
    result = await rawBaseQuery(args, api, extraOptions);
    delay = busyDelay(result);
  }
  if (delay !== null) announce(delay, false);
  // Any answer from the service (not a lost connection) ends a busy spell.
  else if (result.meta?.response) api.dispatch(serviceAnswered());
  return result;
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
