import { BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { apiHandlers } from '@pathwise/api/testing';
import { authStateChanged } from '@pathwise/auth';
import { type AppStore, makeStore } from '@pathwise/store';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ITEM_IDS } from './answers';
import { DRAFT_KEY, type Draft } from './draft-store';
import { usePersonalitySync } from './use-personality-sync';
import { storeMadeHere } from '../../test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  server.resetHandlers(...apiHandlers());
  localStorage.clear();
});
afterEach(() => server.events.removeAllListeners());
afterAll(() => server.close());

/** Requests the mock API received that change something, as "METHOD /path". */
function writes() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

function draftWith(count: number, updatedAt: string): Draft {
  return {
    version: 1,
    testVersion: BIG_FIVE_TEST_VERSION,
    language: 'en',
    answers: Object.fromEntries(ITEM_IDS.slice(0, count).map((id) => [id, 4])),
    position: Math.min(count, 119),
    demographics: { sex: 'female' },
    updatedAt,
  } as Draft;
}

function setUp(path = '/dashboard') {
  const store: AppStore = makeStore();
  store.dispatch(
    authStateChanged({
      user: { uid: 'u1', email: 'sam@example.com', displayName: 'Sam', providerIds: ['password'] },
      idToken: 'token',
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Provider store={store}>{children}</Provider>
      </MemoryRouter>
    </StrictMode>
  );
  return { wrapper };
}

describe('moving the personality test into the account on sign-in, from any page', () => {
  it('makes one report from a finished test, says so, and forgets the browser copy', async () => {
    storeMadeHere(DRAFT_KEY, JSON.stringify(draftWith(120, '2026-11-20T10:00:00.000Z')));
    const seen = writes();
    const made = vi.fn();
    renderHook(
      () => {
        usePersonalitySync(made);
        usePersonalitySync(made);
      },
      { wrapper: setUp().wrapper },
    );
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
    await waitFor(() => expect(made).toHaveBeenCalledTimes(1));
    expect(made.mock.calls[0]?.[0]).toMatchObject({ hasAnswers: true });
    expect(seen).toEqual(['PUT /api/me/personality/answers', 'POST /api/me/personality/report']);
  });

  it('saves an unfinished test’s answers once and keeps the browser copy to carry on with', async () => {
    storeMadeHere(DRAFT_KEY, JSON.stringify(draftWith(30, '2026-11-20T11:00:00.000Z')));
    const seen = writes();
    renderHook(() => usePersonalitySync(), { wrapper: setUp().wrapper });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').sentTo).toBe('u1'),
    );
    expect(seen).toEqual(['PUT /api/me/personality/answers']);
    // A later page in the same session does not send the same answers again: on a clock the test
    // moves, anything it set going would have been sent within that minute.
    vi.useFakeTimers();
    renderHook(() => usePersonalitySync(), { wrapper: setUp('/explorer').wrapper });
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(seen).toHaveLength(1);
  });

  it('leaves the test page to do it itself', async () => {
    storeMadeHere(DRAFT_KEY, JSON.stringify(draftWith(120, '2026-11-20T12:00:00.000Z')));
    const seen = writes();
    // A clock the test moves: anything the hook set going would have been sent within that minute.
    vi.useFakeTimers();
    renderHook(() => usePersonalitySync(), { wrapper: setUp('/personality-test').wrapper });
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(seen).toEqual([]);
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });
});
