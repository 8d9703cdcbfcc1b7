import { endBrowserSession } from '../../test-support';
import { authStateChanged } from '@pathwise/auth';
import { type AppStore, makeStore } from '@pathwise/store';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { MoveKind } from './move-once';
import { useMoveOnSignIn } from './use-move-on-sign-in';
import { STORAGE_KEYS } from '../../keys';
import { storeMadeHere } from '../../test-support';
import { adoptHere, setMaker, withUploadLock } from '../storage';

const KEY = STORAGE_KEYS.verdicts;
const LOCK = 'pathwise:test-upload';
const user = { uid: 'u1', email: 'sam@example.com', displayName: 'Sam', providerIds: ['password'] };

/** A kind whose copy is the stored text itself, sent with `upload`. */
function kindWith(upload: (held: string) => Promise<string>): MoveKind<string, string> {
  return {
    key: KEY,
    lock: LOCK,
    held: () => localStorage.getItem(KEY),
    upload: (held) => upload(held),
    settle: () => localStorage.removeItem(KEY),
  };
}

const signIn = (store: AppStore) => store.dispatch(authStateChanged({ user, idToken: 'token' }));
const signOut = (store: AppStore) =>
  store.dispatch(authStateChanged({ user: null, idToken: null }));

function setUp() {
  const store = makeStore();
  signIn(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
  return { store, wrapper };
}

/** Lets whatever the hook set going run its course: it would be over within this minute. */
async function aMinuteLater() {
  vi.useFakeTimers();
  await vi.advanceTimersByTimeAsync(60_000);
  vi.useRealTimers();
}

describe('moving a kind of progress into the account on sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    endBrowserSession();
    setMaker(null);
  });

  it('moves a copy once however often it is mounted, and tells the mount that moved it', async () => {
    storeMadeHere(KEY, '"once"');
    const upload = vi.fn(async (held: string) => `sent ${held}`);
    const kind = kindWith(upload);
    const moved = vi.fn();
    const { wrapper } = setUp();
    renderHook(
      () => {
        useMoveOnSignIn(kind, { onMoved: moved });
        useMoveOnSignIn(kind, { onMoved: moved });
      },
      { wrapper },
    );
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    await waitFor(() => expect(moved).toHaveBeenCalledWith('sent "once"'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('keeps a copy that failed to go, sends it again on the next sign-in, not straight away', async () => {
    storeMadeHere(KEY, '"refused"');
    const upload = vi.fn<(held: string) => Promise<string>>();
    upload.mockRejectedValueOnce(new Error('offline')).mockResolvedValue('sent');
    const { store, wrapper } = setUp();
    renderHook(() => useMoveOnSignIn(kindWith(upload)), { wrapper });
    await aMinuteLater();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBe('"refused"');

    act(() => signOut(store));
    act(() => signIn(store));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('leaves a copy from an earlier browser session until the person says it is theirs', async () => {
    storeMadeHere(KEY, '"earlier"');
    endBrowserSession();
    const upload = vi.fn(async () => 'sent');
    const { wrapper } = setUp();
    renderHook(() => useMoveOnSignIn(kindWith(upload)), { wrapper });
    await aMinuteLater();
    expect(upload).not.toHaveBeenCalled();

    act(() => adoptHere([KEY], user.uid));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('waits while paused, and sends nothing while signed out', async () => {
    storeMadeHere(KEY, '"paused"');
    const upload = vi.fn(async () => 'sent');
    const kind = kindWith(upload);
    const { store, wrapper } = setUp();
    act(() => signOut(store));
    const { rerender } = renderHook(({ paused }) => useMoveOnSignIn(kind, { paused }), {
      wrapper,
      initialProps: { paused: true },
    });
    act(() => signIn(store));
    await aMinuteLater();
    expect(upload).not.toHaveBeenCalled();

    rerender({ paused: false });
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('leaves the copy to whoever holds the lock, and does not send it after they moved it', async () => {
    storeMadeHere(KEY, '"elsewhere"');
    const upload = vi.fn(async () => 'sent');
    let finish = () => undefined as void;
    // Another tab moving the same copy: it holds the lock until its upload is over.
    const elsewhere = withUploadLock(LOCK, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      localStorage.removeItem(KEY);
    });
    const { store, wrapper } = setUp();
    renderHook(() => useMoveOnSignIn(kindWith(upload)), { wrapper });
    await aMinuteLater();
    expect(upload).not.toHaveBeenCalled();

    finish();
    await elsewhere;
    act(() => signOut(store));
    act(() => signIn(store));
    await aMinuteLater();
    expect(upload).not.toHaveBeenCalled();
  });
});
