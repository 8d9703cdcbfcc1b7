import { useTrack } from '@pathwise/analytics';
import {
  useGetFavouritesQuery,
  useRemoveFavouriteMutation,
  useSaveFavouriteMutation,
} from '@pathwise/api';
import { selectSessionStatus } from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import { i18n } from '@pathwise/i18n';
import { useAppSelector } from '@pathwise/store';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  browserFavourites,
  subscribeBrowserFavourites,
  writeBrowserFavourites,
} from './browser-favourites';
import {
  DAMAGED_MESSAGE,
  FAVOURITES_FULL_MESSAGE,
  INVALID_CAREER_MESSAGE,
  STORAGE_REFUSED_MESSAGE,
  favouriteErrorMessage,
} from './favourite-messages';
import { accountStatus } from '../account-status';
import { type SavedCareer, accountSaved, addSaved, removeSaved } from './saved-careers';

export type FavouritesView = {
  status: 'loading' | 'ready' | 'error';
  saved: readonly SavedCareer[];
  isSaved(code: string): boolean;
  toggle(career: { code: string; title: string }): Promise<void>;
  pending(code: string): boolean;
  /** What went wrong with the last change, in plain words (such as the limit being reached). */
  error: string | null;
};

type Held = { career: { code: string; title: string }; saved: boolean };

/** Applies a change to this browser's list; says what went wrong, or null when it was kept. */
function saveInBrowser(career: { code: string; title: string }, wasSaved: boolean): string | null {
  const list = browserFavourites().items;
  if (wasSaved)
    return writeBrowserFavourites(removeSaved(list, career.code))
      ? null
      : i18n._(STORAGE_REFUSED_MESSAGE);
  const outcome = addSaved(list, career, new Date());
  if (outcome.kind === 'full') return i18n._(FAVOURITES_FULL_MESSAGE);
  if (outcome.kind === 'invalid') return i18n._(INVALID_CAREER_MESSAGE);
  if (outcome.kind === 'added' && !writeBrowserFavourites(outcome.list))
    return i18n._(STORAGE_REFUSED_MESSAGE);
  return null;
}

/**
 * The person's saved careers: kept in this browser while signed out, in the account once signed
 * in (useFavouritesSync moves the browser's list there on sign-in).
 */
export function useFavourites(): FavouritesView {
  const session = useAppSelector(selectSessionStatus);
  const signedIn = session === 'signedIn';
  // Someone who signed in here before is being recognised again: their list may be the account's.
  const checking = session === 'unknown' && hasSessionHint();
  const browser = useSyncExternalStore(
    subscribeBrowserFavourites,
    browserFavourites,
    browserFavourites,
  );
  const account = useGetFavouritesQuery(undefined, { skip: !signedIn });
  const [save] = useSaveFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const track = useTrack();
  const [pendingCodes, setPendingCodes] = useState<ReadonlySet<string>>(() => new Set());
  const inFlight = useRef(new Set<string>());
  // Presses made while the list loads (a tap before the page was ready is pressed again then),
  // each kept as what the person asked for: saved or not.
  const held = useRef(new Map<string, Held>());
  const [error, setError] = useState<string | null>(null);
  // Damage found when the screen opened is reported once; the unusable list is dropped.
  const [damaged] = useState(() => browserFavourites().damaged);

  useEffect(() => {
    if (browser.damaged) writeBrowserFavourites([]);
  }, [browser.damaged]);

  const saved = useMemo(
    () => (signedIn ? accountSaved(account.data, browser.items) : browser.items),
    [signedIn, account.data, browser.items],
  );
  const savedCodes = useMemo(() => new Set(saved.map((career) => career.code)), [saved]);
  const isSaved = useCallback((code: string) => savedCodes.has(code), [savedCodes]);
  const pending = useCallback((code: string) => pendingCodes.has(code), [pendingCodes]);

  const showPending = useCallback(
    () => setPendingCodes(new Set([...inFlight.current, ...held.current.keys()])),
    [],
  );
  const markPending = useCallback(
    (code: string, on: boolean) => {
      if (on) inFlight.current.add(code);
      else inFlight.current.delete(code);
      showPending();
    },
    [showPending],
  );

  const status = accountStatus(checking, signedIn, account);
  const loading = status === 'loading';
  const hold = useCallback(
    (career: Held['career'], saved: boolean) => {
      held.current.set(career.code, { career, saved });
      showPending();
    },
    [showPending],
  );

  const toggle = useCallback(
    async (career: { code: string; title: string }) => {
      if (inFlight.current.has(career.code)) return;
      const wasSaved = savedCodes.has(career.code);
      if (loading) return hold(career, !wasSaved);
      setError(null);
      if (!signedIn) {
        const failed = saveInBrowser(career, wasSaved);
        if (failed) setError(failed);
        else track('favourite_toggled', { code: career.code, saved: !wasSaved, signedIn: false });
        return;
      }
      markPending(career.code, true);
      // The endpoints update the cached list themselves (and undo a refused removal).
      try {
        if (wasSaved) {
          const inAccount = account.data?.items.some((item) => item.code === career.code);
          if (inAccount) await remove(career.code).unwrap();
          const browserList = browserFavourites().items;
          if (browserList.some((item) => item.code === career.code))
            writeBrowserFavourites(removeSaved(browserList, career.code));
        } else {
          await save(career.code).unwrap();
        }
        track('favourite_toggled', { code: career.code, saved: !wasSaved, signedIn: true });
      } catch (failure) {
        setError(favouriteErrorMessage(failure, !wasSaved));
      } finally {
        markPending(career.code, false);
      }
    },
    // setError is stable; listed because the React Compiler infers it from the early return.
    [loading, savedCodes, signedIn, account.data, save, remove, track, markPending, hold, setError],
  );

  // Once the list is known, each held press is carried out, unless the list already says so.
  useEffect(() => {
    if (loading || held.current.size === 0) return;
    const waiting = [...held.current.values()];
    held.current.clear();
    showPending();
    for (const { career, saved: wanted } of waiting)
      if (savedCodes.has(career.code) !== wanted) void toggle(career);
  }, [loading, savedCodes, toggle, showPending]);

  return {
    status,
    saved,
    isSaved,
    toggle,
    pending,
    error: error ?? (damaged ? i18n._(DAMAGED_MESSAGE) : null),
  };
}
