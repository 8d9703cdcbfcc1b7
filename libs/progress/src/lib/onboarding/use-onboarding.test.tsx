import { apiHandlers, toStoredAnswers } from '@pathwise/api/testing';
import type { OnboardingAnswers } from '@pathwise/contract';
import { authStateChanged, recordSessionHint } from '@pathwise/auth';
import { type AppStore, makeStore } from '@pathwise/store';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { ONBOARDING_STORAGE_KEY } from './browser-answers';
import { loadErrorMessage } from './save-error';
import { useOnboarding } from './use-onboarding';
import { useOnboardingSync } from './use-onboarding-sync';
import { storeMadeHere } from '../../test-support';

const URL = '/api/me/onboarding';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { uid: 'u1', email: 'sam@example.com', displayName: 'Sam', providerIds: ['password'] };

function setup(session: 'signedIn' | 'signedOut' | 'unknown') {
  const store = makeStore();
  if (session !== 'unknown') {
    store.dispatch(
      authStateChanged(
        session === 'signedIn' ? { user, idToken: 'token' } : { user: null, idToken: null },
      ),
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
  return { store, wrapper };
}

/** The account's answers, served and updated like the API does, with every PUT body recorded. */
function account(answers: Record<string, unknown>, put?: () => Response) {
  const puts: unknown[] = [];
  let current = { answers, updatedAt: '2026-11-01T09:00:00.000Z' };
  server.use(
    http.get(URL, () => HttpResponse.json(current)),
    http.put(URL, async ({ request }) => {
      const body = (await request.json()) as OnboardingAnswers;
      puts.push(body);
      if (put) return put();
      current = { answers: toStoredAnswers(body), updatedAt: new Date().toISOString() };
      return HttpResponse.json(current);
    }),
    ...apiHandlers(),
  );
  return puts;
}

const stored = () => JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? 'null');
const seed = (value: unknown) => storeMadeHere(ONBOARDING_STORAGE_KEY, JSON.stringify(value));

describe('useOnboarding, signed out', () => {
  it('keeps answers in this browser', async () => {
    const { wrapper } = setup('signedOut');
    const { result } = renderHook(() => useOnboarding(), { wrapper });
    expect(result.current.status).toBe('ready');
    expect(result.current.answers).toEqual({ completed: false });
    await act(() => result.current.save({ lifeStage: 'school', country: 'GB' }));
    await act(() => result.current.save({ maxJobZone: 2, country: undefined }));
    expect(result.current.answers).toEqual({
      lifeStage: 'school',
      maxJobZone: 2,
      completed: false,
    });
    expect(stored()).toEqual({ lifeStage: 'school', maxJobZone: 2, completed: false });
  });

  it('drops a damaged copy and says so', async () => {
    storeMadeHere(ONBOARDING_STORAGE_KEY, '{"lifeStage":"retired"}');
    const { wrapper } = setup('signedOut');
    const { result } = renderHook(() => useOnboarding(), { wrapper });
    await waitFor(() => expect(result.current.notice).toMatch(/couldn't read the answers/));
    expect(result.current.answers).toEqual({ completed: false });
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });
});

describe('useOnboarding, before sign-in is known', () => {
  it('uses this browser when nobody has signed in here', () => {
    seed({ country: 'GB', completed: false });
    const { wrapper } = setup('unknown');
    const { result } = renderHook(() => useOnboarding(), { wrapper });
    expect(result.current.status).toBe('ready');
    expect(result.current.answers).toEqual({ country: 'GB', completed: false });
  });

  it('waits when someone who signed in here before is being recognised', () => {
    recordSessionHint(true);
    const { wrapper } = setup('unknown');
    const { result } = renderHook(() => useOnboarding(), { wrapper });
    expect(result.current.status).toBe('loading');
  });
});

describe('useOnboarding, signed in', () => {
  it('loads and saves the account’s answers', async () => {
    const puts = account({ country: 'IE', completed: false });
    const { wrapper } = setup('signedIn');
    const { result } = renderHook(() => useOnboarding(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.answers).toEqual({ country: 'IE', completed: false });
    await act(() => result.current.save({ workValues: ['support'], completed: true }));
    // Life stage and education, never answered, go as null: the profile has none either.
    expect(puts).toEqual([
      {
        country: 'IE',
        workValues: ['support'],
        lifeStage: null,
        highestEducation: null,
        completed: true,
      },
    ]);
    expect(result.current.answers).toEqual({
      country: 'IE',
      workValues: ['support'],
      completed: true,
    });
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  it('rejects a failed save and says why', async () => {
    account({ completed: false }, () =>
      HttpResponse.json(
        { type: 'about:blank', title: 'Broken', status: 500, code: 'internal', detail: 'Broken' },
        { status: 500, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const { wrapper } = setup('signedIn');
    const { result } = renderHook(() => useOnboarding(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() =>
      expect(result.current.save({ maxJobZone: 5 })).rejects.toThrow(/couldn't save/),
    );
    expect(result.current.error).toMatch(/still here/);
    expect(result.current.answers).toEqual({ completed: false });
  });

  it('reports answers that failed to load, and never blames the connection for a busy service', async () => {
    server.use(
      http.get(URL, () => new HttpResponse(null, { status: 500 })),
      ...apiHandlers(),
    );
    const { wrapper } = setup('signedIn');
    const { result } = renderHook(() => useOnboarding(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatch(/couldn't load/);
    expect(loadErrorMessage({ status: 503 })).toMatch(/busy right now; this isn't your connection/);
    expect(loadErrorMessage({ status: 'FETCH_ERROR' })).toMatch(/Check your connection/);
  });
});

describe('useOnboardingSync', () => {
  const mountSync = (wrapper: (props: { children: ReactNode }) => ReactNode) =>
    // Two mounts under StrictMode: four effect runs, one move.
    renderHook(
      () => {
        useOnboardingSync();
        useOnboardingSync();
      },
      { wrapper },
    );

  it('moves the browser’s answers into the account with one save, then forgets them', async () => {
    const puts = account({
      lifeStage: 'school',
      workValues: ['support'],
      completed: true,
    });
    seed({ lifeStage: 'college', enjoyedSubjects: ['Music'], completed: false });
    const { wrapper, store } = setup('signedIn');
    mountSync(wrapper);
    await waitFor(() => expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull());
    expect(puts).toEqual([
      {
        lifeStage: 'college',
        workValues: ['support'],
        enjoyedSubjects: ['Music'],
        completed: true,
      },
    ]);
    await expectAccountAnswers(store, { lifeStage: 'college' });
  });

  it('keeps the browser’s copy when the account could not take it', async () => {
    const puts = account({ completed: false }, () => new HttpResponse(null, { status: 500 }));
    seed({ country: 'GB', completed: false });
    const { wrapper } = setup('signedIn');
    // A clock the test moves: the refused PUT and whatever follows it are over within that minute.
    vi.useFakeTimers();
    mountSync(wrapper);
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(puts).toHaveLength(1);
    expect(stored()).toEqual({ country: 'GB', completed: false });
  });

  it('sends nothing when the account already has these answers', async () => {
    const puts = account({ country: 'GB', maxJobZone: 3, completed: true });
    seed({ country: 'GB', completed: false });
    const { wrapper } = setup('signedIn');
    mountSync(wrapper);
    await waitFor(() => expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull());
    expect(puts).toEqual([]);
  });

  it('does nothing while signed out', async () => {
    const puts = account({ completed: false });
    seed({ country: 'GB', completed: false });
    const { wrapper } = setup('signedOut');
    // A clock the test moves: anything the hook set going would have been sent within that minute.
    vi.useFakeTimers();
    mountSync(wrapper);
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(puts).toEqual([]);
    expect(stored()).toEqual({ country: 'GB', completed: false });
  });
});

async function expectAccountAnswers(store: AppStore, expected: Record<string, unknown>) {
  const { result } = renderHook(() => useOnboarding(), {
    wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
  });
  await waitFor(() => expect(result.current.answers).toMatchObject(expected));
}
