import { authSlices, authStateChanged, selectToken } from '@pathwise/auth';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { pathwiseApi } from './api';
import type { ApiExtra } from './base-query';
import { buildProfile } from './fixtures';

// The app's store composes the same pieces; built here so this lib's tests don't depend on it.
const makeStore = ({ extra = { refreshIdToken: async () => null } }: { extra?: ApiExtra } = {}) =>
  configureStore({
    reducer: combineSlices(...authSlices, pathwiseApi),
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

beforeAll(() => server.listen());
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
    const result = await store.dispatch(pathwiseApi.endpoints.getMe.initiate());
    expect(result.data?.displayName).toBe('Sam Rivera');
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(selectToken(store.getState())).toBe('fresh');
  });

  it('gives up after one retry and clears the token when no fresh one comes', async () => {
    const store = makeStore({ extra: { refreshIdToken: async () => null } });
    store.dispatch(authStateChanged({ user: signedIn, idToken: 'stale' }));
    const result = await store.dispatch(pathwiseApi.endpoints.getMe.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer stale']);
    expect(selectToken(store.getState())).toBeNull();
  });

  it('rejects a response that breaks the contract', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ id: 42 })));
    const store = makeStore();
    const result = await store.dispatch(pathwiseApi.endpoints.getMe.initiate());
    expect(result.error).toBeDefined();
    expect(result.data).toBeUndefined();
  });
});
