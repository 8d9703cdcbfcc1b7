import { endBrowserSession } from '../../test-support';
import { type AnalyticsClient, AnalyticsProvider } from '@pathwise/analytics';
import { apiHandlers } from '@pathwise/api/testing';
import { authStateChanged } from '@pathwise/auth';
import { i18n } from '@pathwise/i18n';
import { type AppStore, makeStore } from '@pathwise/store';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FAVOURITES_FULL_MESSAGE } from './favourite-messages';
import { FAVOURITES_KEY, type SavedCareer } from './saved-careers';
import { useFavourites } from './use-favourites';
import { useFavouritesSync } from './use-favourites-sync';
import { storeMadeHere } from '../../test-support';
import { adoptHere } from '../storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const developers = { code: '15-1252.00', title: 'Software Developers' };
const nurses = { code: '29-1141.00', title: 'Registered Nurses' };

/** Requests the mock API received, as "METHOD /path". */
function requestLog() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

function setUp({ signedIn = false } = {}) {
  const store: AppStore = makeStore();
  if (signedIn) signIn(store);
  const track = vi.fn<AnalyticsClient['track']>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AnalyticsProvider client={{ track }}>
      <Provider store={store}>{children}</Provider>
    </AnalyticsProvider>
  );
  return { store, track, wrapper };
}

function signIn(store: AppStore) {
  store.dispatch(
    authStateChanged({
      user: { uid: 'u1', email: 'sam@example.com', displayName: 'Sam', providerIds: ['password'] },
      idToken: 'token',
    }),
  );
}

const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null') as SavedCareer[];

describe('useFavourites, signed out', () => {
  it('keeps favourites in this browser and records each change', async () => {
    const { track, wrapper } = setUp();
    const { result } = renderHook(() => useFavourites(), { wrapper });
    expect(result.current.status).toBe('ready');
    expect(result.current.isSaved(developers.code)).toBe(false);

    await act(() => result.current.toggle(developers));
    expect(result.current.isSaved(developers.code)).toBe(true);
    expect(stored()).toEqual([expect.objectContaining(developers)]);
    expect(track).toHaveBeenLastCalledWith('favourite_toggled', {
      code: developers.code,
      saved: true,
      signedIn: false,
    });

    await act(() => result.current.toggle(developers));
    expect(result.current.saved).toEqual([]);
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
    expect(track).toHaveBeenLastCalledWith('favourite_toggled', {
      code: developers.code,
      saved: false,
      signedIn: false,
    });
  });

  it('drops a damaged list and says so', async () => {
    storeMadeHere(FAVOURITES_KEY, '[{"code":"nonsense"}]');
    const { wrapper } = setUp();
    const { result } = renderHook(() => useFavourites(), { wrapper });
    expect(result.current.saved).toEqual([]);
    expect(result.current.error).toMatch(/couldn't read the careers saved in this browser/);
    await waitFor(() => expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull());
  });

  it('shares one list between every part of the page', async () => {
    const { wrapper } = setUp();
    const first = renderHook(() => useFavourites(), { wrapper });
    const second = renderHook(() => useFavourites(), { wrapper });
    await act(() => first.result.current.toggle(nurses));
    expect(second.result.current.isSaved(nurses.code)).toBe(true);
  });
});

describe('useFavourites, signed in', () => {
  it("shows the account's favourites and saves to the account", async () => {
    server.use(...apiHandlers({ favourites: [nurses.code] }));
    const seen = requestLog();
    const { track, wrapper } = setUp({ signedIn: true });
    const { result } = renderHook(() => useFavourites(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.saved.map((career) => career.title)).toEqual([nurses.title]);

    await act(() => result.current.toggle(developers));
    expect(result.current.isSaved(developers.code)).toBe(true);
    expect(seen).toContain('PUT /api/me/favourites/15-1252.00');
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
    expect(track).toHaveBeenLastCalledWith('favourite_toggled', {
      code: developers.code,
      saved: true,
      signedIn: true,
    });

    await act(() => result.current.toggle(nurses));
    expect(seen).toContain('DELETE /api/me/favourites/29-1141.00');
    expect(result.current.isSaved(nurses.code)).toBe(false);
  });

  it('explains the limit when the account is full', async () => {
    server.use(
      http.put('/api/me/favourites/:code', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Full', status: 409, code: 'favourites_full' },
          { status: 409 },
        ),
      ),
      ...apiHandlers(),
    );
    const { track, wrapper } = setUp({ signedIn: true });
    const { result } = renderHook(() => useFavourites(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.toggle(developers));
    expect(result.current.error).toBe(i18n._(FAVOURITES_FULL_MESSAGE));
    expect(result.current.isSaved(developers.code)).toBe(false);
    expect(result.current.pending(developers.code)).toBe(false);
    expect(track).not.toHaveBeenCalled();
  });

  it('holds a press made while the list loads and carries it out once the list is known', async () => {
    server.use(...apiHandlers({ favourites: [nurses.code] }));
    const seen = requestLog();
    const { wrapper } = setUp({ signedIn: true });
    const { result } = renderHook(() => useFavourites(), { wrapper });
    expect(result.current.status).toBe('loading');
    // Save Software Developers; "save" Registered Nurses, which the account turns out to hold.
    await act(() => result.current.toggle(developers));
    await act(() => result.current.toggle(nurses));
    expect(result.current.pending(developers.code)).toBe(true);

    await waitFor(() => expect(result.current.isSaved(developers.code)).toBe(true));
    expect(result.current.isSaved(nurses.code)).toBe(true);
    await waitFor(() => expect(result.current.pending(developers.code)).toBe(false));
    expect(result.current.pending(nurses.code)).toBe(false);
    expect(seen.filter((request) => !request.startsWith('GET'))).toEqual([
      'PUT /api/me/favourites/15-1252.00',
    ]);
  });
});

describe('useFavouritesSync', () => {
  it("moves this browser's favourites to the account on sign-in, keeping any that fail", async () => {
    const unknown = { code: '99-9999.00', title: 'Not in the catalogue', savedAt: 'x' };
    storeMadeHere(
      FAVOURITES_KEY,
      JSON.stringify([
        { ...developers, savedAt: '2026-11-20T09:00:00.000Z' },
        { ...unknown, savedAt: '2026-11-20T09:05:00.000Z' },
      ]),
    );
    server.use(...apiHandlers());
    const seen = requestLog();
    const { store, wrapper } = setUp();
    const { result } = renderHook(
      () => {
        useFavouritesSync();
        return useFavourites();
      },
      { wrapper },
    );
    expect(seen).toEqual([]);

    act(() => signIn(store));
    await waitFor(() =>
      expect(stored()).toEqual([expect.objectContaining({ code: unknown.code })]),
    );
    expect(seen.filter((request) => request.startsWith('PUT'))).toEqual([
      'PUT /api/me/favourites/15-1252.00',
      'PUT /api/me/favourites/99-9999.00',
    ]);
    await waitFor(() =>
      expect(result.current.saved.map((career) => career.code)).toEqual([
        developers.code,
        unknown.code,
      ]),
    );
  });

  it('leaves favourites from an earlier browser session alone until the person says they are theirs', async () => {
    // Saved in this browser, but in a session that has ended (another tab, another person).
    storeMadeHere(
      FAVOURITES_KEY,
      JSON.stringify([{ ...nurses, savedAt: '2026-11-20T09:00:00.000Z' }]),
    );
    endBrowserSession();
    server.use(...apiHandlers());
    const seen = requestLog();
    const { wrapper } = setUp({ signedIn: true });
    // A clock the test moves: anything the hook set going would have been sent within that minute.
    vi.useFakeTimers();
    renderHook(() => useFavouritesSync(), { wrapper });
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(seen.filter((request) => request.startsWith('PUT'))).toEqual([]);
    expect(stored()).toEqual([expect.objectContaining({ code: nurses.code })]);

    act(() => adoptHere([FAVOURITES_KEY], 'u1'));
    await waitFor(() => expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull());
    expect(seen.filter((request) => request.startsWith('PUT'))).toEqual([
      'PUT /api/me/favourites/29-1141.00',
    ]);
  });

  it('moves each favourite once, even when mounted twice under StrictMode', async () => {
    storeMadeHere(
      FAVOURITES_KEY,
      JSON.stringify([{ ...nurses, savedAt: '2026-11-20T09:00:00.000Z' }]),
    );
    server.use(...apiHandlers());
    const seen = requestLog();
    const { wrapper } = setUp({ signedIn: true });
    renderHook(() => useFavouritesSync(), { wrapper, reactStrictMode: true });
    renderHook(() => useFavouritesSync(), { wrapper, reactStrictMode: true });
    await waitFor(() => expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull());
    expect(seen.filter((request) => request.startsWith('PUT'))).toEqual([
      'PUT /api/me/favourites/29-1141.00',
    ]);
  });
});
