import { authSlices, authStateChanged, selectToken } from '@pathwise/auth';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { pathwiseApi } from './api';
import { meApi } from './account/me-api';
import type { ApiExtra } from './base-query';
import { retryAfterMs, selectServiceBusy, serviceBusySlice } from './service-busy';
import { buildProfile } from './account/account-fixtures';

// The app's store composes the same pieces; built here so this lib's tests don't depend on it.
const makeStore = ({ extra = { refreshIdToken: async () => null } }: { extra?: ApiExtra } = {}) =>
  configureStore({
    reducer: combineSlices(...authSlices, pathwiseApi, serviceBusySlice),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(pathwiseApi.middleware),
  });

const seen: (string | null)[] = [];
const server = setupServer(
  http.get('/api/me', ({ request }) => {
    const auth = request.headers.get('authorization');
    seen.push(auth);
    return auth === 'Bearer fresh'
      ? HttpResponse.json(buildProfile())
      : HttpResponse.json(
          { type: 'about:blank', title: 'Sign-in required', status: 401, code: 'invalid_token' },
          { status: 401 },
        );
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const signedIn = {
  uid: 'uid-1',
  email: 'sam@example.com',
  displayName: 'Sam',
  providerIds: ['password'],
};

describe('the API client', () => {
  it('sends the stored token, and after a 401 refreshes it and retries once', async () => {
    const store = makeStore({ extra: { refreshIdToken: async () => 'fresh' } });
    store.dispatch(authStateChanged({ user: signedIn, idToken: 'stale' }));
    const result = await store.dispatch(meApi.endpoints.getMe.initiate());
    expect(result.data?.displayName).toBe('Sam Rivera');
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(selectToken(store.getState())).toBe('fresh');
  });

  it('gives up after one retry and clears the token when no fresh one comes', async () => {
    const store = makeStore({ extra: { refreshIdToken: async () => null } });
    store.dispatch(authStateChanged({ user: signedIn, idToken: 'stale' }));
    const result = await store.dispatch(meApi.endpoints.getMe.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer stale']);
    expect(selectToken(store.getState())).toBeNull();
  });

  it('rejects a response that breaks the contract', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ id: 42 })));
    const store = makeStore();
    const result = await store.dispatch(meApi.endpoints.getMe.initiate());
    expect(result.error).toBeDefined();
    expect(result.data).toBeUndefined();
  });

  describe('when the API is busy', () => {
    const busy = (status: number, retryAfter?: string) =>
      HttpResponse.json(
        { type: 'about:blank', title: 'Busy', status, code: 'busy' },
        { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } },
      );

    it('waits as long as Retry-After asks, says it is busy meanwhile, and tries once more', async () => {
      const times: number[] = [];
      server.use(
        http.get('/api/me', () => {
          times.push(Date.now());
          return times.length === 1 ? busy(429, '1') : HttpResponse.json(buildProfile());
        }),
      );
      const store = makeStore();
      const pending = store.dispatch(meApi.endpoints.getMe.initiate());
      await vi.waitFor(() =>
        expect(selectServiceBusy(store.getState())).toMatchObject({ retrying: true }),
      );
      const result = await pending;
      expect(result.data?.displayName).toBe('Sam Rivera');
      expect(times).toHaveLength(2);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
      expect(selectServiceBusy(store.getState())).toBeNull();
    });

    it('retries only once, and keeps saying when the service expects to be free', async () => {
      let calls = 0;
      server.use(
        http.get('/api/me', () => {
          calls += 1;
          return busy(503, '0');
        }),
      );
      const store = makeStore();
      const result = await store.dispatch(meApi.endpoints.getMe.initiate());
      expect(result.error).toMatchObject({ status: 503 });
      expect(calls).toBe(2);
      // Still busy after the one retry: the person is told, and nothing retries behind their back.
      expect(selectServiceBusy(store.getState())).toMatchObject({ retrying: false });
    });

    it('does not wait longer than ten seconds: past that it reports the time and stops', async () => {
      let calls = 0;
      server.use(
        http.get('/api/me', () => {
          calls += 1;
          return busy(429, '60');
        }),
      );
      const store = makeStore();
      const before = Date.now();
      const result = await store.dispatch(meApi.endpoints.getMe.initiate());
      expect(result.error).toMatchObject({ status: 429 });
      expect(calls).toBe(1);
      const { retryAt, retrying } = selectServiceBusy(store.getState())!;
      expect(retrying).toBe(false);
      expect(retryAt - before).toBeGreaterThanOrEqual(59_000);
      expect(retryAt - before).toBeLessThanOrEqual(61_000);
    });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('reads whole seconds and HTTP dates, and falls back to two seconds', () => {
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(2000);
    expect(retryAfterMs('soon', now)).toBe(2000);
    expect(retryAfterMs('-3', now)).toBe(2000);
  });
});
