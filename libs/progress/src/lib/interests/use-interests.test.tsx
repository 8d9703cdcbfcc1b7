import { type AnalyticsClient, AnalyticsProvider } from '@pathwise/analytics';
import { scoreInterests } from '@pathwise/assessment';
import { apiHandlers, interestCardFixtures } from '@pathwise/api/testing';
import { authStateChanged } from '@pathwise/auth';
import { type AppStore, makeStore } from '@pathwise/store';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RESULT_KEY } from './result-storage';
import { SORT_KEY } from './sort-storage';
import { useBrowserInterestRatings, useInterestResult } from './use-interest-result';
import { useInterestSort } from './use-interest-sort';
import { useInterestSync } from './use-interest-sync';
import { storeMadeHere } from '../../test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => server.resetHandlers(...apiHandlers()));
afterEach(() => server.events.removeAllListeners());
afterAll(() => server.close());

const cards = interestCardFixtures();
/** One card from each area (the fixture deck holds two per area, in pairs): its minimum. */
const onePerArea = cards.filter((_, index) => index % 2 === 0).map((card) => card.id);

/** Requests the mock API received, as "METHOD /path". */
function requestLog() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

function setUp({ signedIn = false, strict = false } = {}) {
  const store: AppStore = makeStore();
  if (signedIn) {
    store.dispatch(
      authStateChanged({
        user: {
          uid: 'u1',
          email: 'sam@example.com',
          displayName: 'Sam',
          providerIds: ['password'],
        },
        idToken: 'token',
      }),
    );
  }
  const track = vi.fn<AnalyticsClient['track']>();
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <AnalyticsProvider client={{ track }}>
        <Provider store={store}>{children}</Provider>
      </AnalyticsProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { store, track, wrapper };
}

const useBoth = () => ({ sort: useInterestSort(), result: useInterestResult() });

async function readySort(wrapper: ReturnType<typeof setUp>['wrapper']) {
  const hook = renderHook(useBoth, { wrapper });
  await waitFor(() => expect(hook.result.current.sort.status).toBe('ready'));
  return hook;
}

describe('sorting, signed out', () => {
  it('keeps the sort in this browser, with undo, and carries on after a reload', async () => {
    const { wrapper } = setUp();
    const { result, unmount } = await readySort(wrapper);
    expect(result.current.sort.total).toBe(cards.length);
    expect(result.current.sort.canUndo).toBe(false);

    act(() => result.current.sort.rate(cards[0]!.id, 'like', 'tap'));
    act(() => result.current.sort.rate(cards[1]!.id, 'dislike', 'keyboard'));
    expect(result.current.sort.sorted).toBe(2);
    expect(result.current.sort.lastMove).toEqual({ cardId: cards[1]!.id, rating: 'dislike' });

    act(() => result.current.sort.undo());
    expect(result.current.sort.ratings).toEqual({ [cards[0]!.id]: 'like' });
    expect(result.current.sort.lastMove).toEqual({ cardId: cards[0]!.id, rating: 'like' });
    unmount();

    const again = await readySort(setUp().wrapper);
    expect(again.result.current.sort.ratings).toEqual({ [cards[0]!.id]: 'like' });
    act(() => again.result.current.sort.undo());
    expect(again.result.current.sort.sorted).toBe(0);
    expect(again.result.current.sort.canUndo).toBe(false);
    expect(localStorage.getItem(SORT_KEY)).toBeNull();
  });

  it('tracks one card in ten', async () => {
    const { wrapper, track } = setUp();
    const { result } = await readySort(wrapper);
    for (const card of cards.slice(0, 11)) {
      act(() => result.current.sort.rate(card.id, 'unsure', 'drag'));
    }
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('interest_card_sorted', {
      rating: 'unsure',
      method: 'drag',
      sorted: 10,
    });
  });

  it('finishes in this browser with the engine’s scoring, until retaken', async () => {
    const { wrapper, track } = setUp();
    const seen = requestLog();
    const { result } = await readySort(wrapper);
    const { result: ratingsHook } = renderHook(() => useBrowserInterestRatings(), { wrapper });
    expect(result.current.result.status).toBe('none');
    expect(ratingsHook.current).toBeNull();

    const choices = { [onePerArea[0]!]: 'dislike', [onePerArea[1]!]: 'like' } as const;
    for (const id of onePerArea.slice(0, 5)) {
      act(() => result.current.sort.rate(id, choices[id] ?? 'unsure', 'keyboard'));
    }
    expect(result.current.sort.canFinish).toBe(false);
    await act(async () => expect(await result.current.sort.finish()).toBe(false));
    act(() => result.current.sort.rate(onePerArea[5]!, 'like', 'keyboard'));
    expect(result.current.sort.canFinish).toBe(true);

    await act(async () => expect(await result.current.sort.finish()).toBe(true));
    const engine = scoreInterests(cards, result.current.sort.ratings, {
      minimum: { perArea: 1, total: 6 },
    });
    expect(result.current.result).toMatchObject({
      status: 'ready',
      where: 'browser',
      result: { hollandCode: engine.status === 'scored' ? engine.hollandCode : '?', answered: 6 },
    });
    expect(ratingsHook.current).toHaveLength(6);
    expect(track).toHaveBeenCalledWith('playground_completed', { sorted: 6, signedIn: false });
    expect(seen.filter((request) => request.includes('/me/'))).toEqual([]);

    act(() => result.current.result.retake());
    expect(result.current.result.status).toBe('none');
    expect(result.current.sort.sorted).toBe(0);
    expect(localStorage.getItem(RESULT_KEY)).toBeNull();
  });

  it('drops a damaged sort with a notice', async () => {
    storeMadeHere(SORT_KEY, '{"version":1,"ratings":');
    const { result } = await readySort(setUp().wrapper);
    expect(result.current.sort.notice).toMatch(/start fresh/);
    expect(result.current.sort.sorted).toBe(0);
    await waitFor(() => expect(localStorage.getItem(SORT_KEY)).toBeNull());
  });

  it('drops a sort of cards that are not in the deck', async () => {
    storeMadeHere(
      SORT_KEY,
      JSON.stringify({ version: 1, ratings: { 'gone-1': 'like' }, history: [] }),
    );
    const { result } = await readySort(setUp().wrapper);
    expect(result.current.sort.notice).toMatch(/start fresh/);
    expect(result.current.sort.ratings).toEqual({});
  });
});

describe('sorting, signed in', () => {
  it('replaces the account’s ratings and makes the result there', async () => {
    const { wrapper, track } = setUp({ signedIn: true });
    const seen = requestLog();
    const { result } = await readySort(wrapper);
    for (const id of onePerArea) act(() => result.current.sort.rate(id, 'like', 'tap'));
    await act(async () => expect(await result.current.sort.finish()).toBe(true));
    expect(seen.filter((request) => request.includes('/me/interests'))).toEqual([
      'GET /api/me/interests/result',
      'DELETE /api/me/interests/answers',
      'PUT /api/me/interests/answers',
      'POST /api/me/interests/result',
      'GET /api/me/interests/result',
    ]);
    await waitFor(() => expect(result.current.result.where).toBe('account'));
    expect(track).toHaveBeenCalledWith('playground_completed', { sorted: 6, signedIn: true });
    expect(localStorage.getItem(RESULT_KEY)).toBeNull();
  });

  it('says so when the account could not make the result', async () => {
    const { wrapper } = setUp({ signedIn: true });
    const { result } = await readySort(wrapper);
    for (const id of onePerArea) act(() => result.current.sort.rate(id, 'like', 'tap'));
    server.use(
      http.post('/api/me/interests/result', () => new HttpResponse(null, { status: 500 })),
    );
    await act(async () => expect(await result.current.sort.finish()).toBe(false));
    expect(result.current.sort.finishError).toMatch(/try again/);
    expect(result.current.sort.sorted).toBe(6);
  });
});

describe('moving a finished sort to the account on sign-in', () => {
  const browserResult = (createdAt: string) => ({
    version: 1,
    result: {
      scores: { R: 0, I: 50, A: 100, S: 50, E: 0, C: 0 },
      hollandCode: 'AIS',
      flat: false,
      answered: 6,
      answeredByArea: { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 },
      createdAt,
    },
    ratings: onePerArea.map((cardId) => ({ cardId, rating: 'unsure' })),
  });

  it('uploads the ratings and makes the result once, then forgets the browser copy', async () => {
    storeMadeHere(RESULT_KEY, JSON.stringify(browserResult('2026-11-01T10:00:00.000Z')));
    const { wrapper } = setUp({ signedIn: true, strict: true });
    const seen = requestLog();
    const { result } = renderHook(
      () => {
        useInterestSync();
        useInterestSync();
        return useInterestResult();
      },
      { wrapper },
    );
    await waitFor(() => expect(localStorage.getItem(RESULT_KEY)).toBeNull());
    await waitFor(() => expect(result.current.where).toBe('account'));
    expect(seen.filter((request) => !request.startsWith('GET'))).toEqual([
      'DELETE /api/me/interests/answers',
      'PUT /api/me/interests/answers',
      'POST /api/me/interests/result',
    ]);
  });

  it('does nothing while signed out', async () => {
    storeMadeHere(RESULT_KEY, JSON.stringify(browserResult('2026-11-02T10:00:00.000Z')));
    const seen = requestLog();
    // A clock the test moves: anything the hook set going would have been sent within that minute.
    vi.useFakeTimers();
    renderHook(() => useInterestSync(), { wrapper: setUp().wrapper });
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(seen).toEqual([]);
    expect(localStorage.getItem(RESULT_KEY)).not.toBeNull();
  });
});
