import { pathwiseApi, useGetMeQuery } from '@pathwise/api';
import { authStateChanged } from '@pathwise/auth';
import { makeStore } from './make-store';

// The endpoint is injected by importing the API library; the hook's import keeps it from being
// dropped as unused.
void useGetMeQuery;

const person = (uid: string) => ({
  user: { uid, email: `${uid}@example.com`, displayName: uid, providerIds: ['password'] },
  idToken: `token-${uid}`,
});

/** Puts a profile in the cache, as if `/api/me` had answered for this person. */
async function cacheProfile(store: ReturnType<typeof makeStore>, name: string) {
  await store.dispatch(
    pathwiseApi.util.upsertQueryData(
      'getMe' as never,
      undefined as never,
      {
        id: 'someone',
        displayName: name,
        lifeStage: null,
        country: null,
        highestEducation: null,
        preferredLanguage: null,
        shareProfile: false,
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
      } as never,
    ),
  );
}

const cachedQueries = (store: ReturnType<typeof makeStore>) =>
  Object.keys(store.getState().api.queries);

describe('forgetOnNewPerson', () => {
  it('empties the API cache when someone signs out or someone else signs in', async () => {
    const store = makeStore();
    store.dispatch(authStateChanged(person('a')));
    await cacheProfile(store, 'A');
    expect(cachedQueries(store)).toHaveLength(1);

    store.dispatch(authStateChanged({ user: null, idToken: null }));
    expect(cachedQueries(store)).toHaveLength(0);

    await cacheProfile(store, 'A again');
    store.dispatch(authStateChanged(person('b')));
    expect(cachedQueries(store)).toHaveLength(0);
  });

  it('keeps it for a token refresh, and for the sign-in service’s first answer', async () => {
    const store = makeStore();
    await cacheProfile(store, 'sent with the page');
    store.dispatch(authStateChanged(person('a')));
    expect(cachedQueries(store)).toHaveLength(1);
    store.dispatch(authStateChanged({ ...person('a'), idToken: 'a refreshed token' }));
    expect(cachedQueries(store)).toHaveLength(1);
  });
});
