import { useGetInterestResultQuery } from '@pathwise/api';
import type { InterestRating } from '@pathwise/contract';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type InterestResultView, viewOfAccountResult } from './result-view';
import { useSessionMode } from './session-mode';
import { resultStore, sortStore } from './stores';

export type InterestResultState = {
  status: 'loading' | 'none' | 'ready' | 'error';
  result: InterestResultView | null;
  where: 'account' | 'browser' | null;
  retry: () => void;
  /** Clears the sort in progress and this browser's result; the account keeps its results. */
  retake: () => void;
};

const useBrowserResult = () => {
  const snapshot = useSyncExternalStore(resultStore.subscribe, resultStore.read, resultStore.read);
  // A damaged copy can't be shown or moved to an account: it goes, and the sort can be finished again.
  useEffect(() => {
    if (snapshot.damaged) resultStore.write(null);
  }, [snapshot.damaged]);
  return snapshot.value;
};

/**
 * The latest interest result: the account's when signed in, this browser's otherwise. A newer
 * result this browser still holds while signed in is on its way to the account
 * (`useInterestSync`), so it is shown meanwhile.
 */
export function useInterestResult(): InterestResultState {
  const mode = useSessionMode();
  const browser = useBrowserResult();
  const account = useGetInterestResultQuery(undefined, { skip: mode !== 'account' });
  const { refetch } = account;
  const retry = useCallback(() => {
    if (mode === 'account') void refetch();
  }, [mode, refetch]);
  const retake = useCallback(() => {
    sortStore.write(null);
    resultStore.write(null);
  }, []);

  const view = useMemo(
    () => (account.data ? viewOfAccountResult(account.data) : null),
    [account.data],
  );
  const base = { retry, retake };

  if (mode === 'account' && view && (!browser || view.createdAt >= browser.result.createdAt)) {
    return { ...base, status: 'ready', result: view, where: 'account' };
  }
  if (browser) return { ...base, status: 'ready', result: browser.result, where: 'browser' };
  if (mode === 'browser') return { ...base, status: 'none', result: null, where: null };
  if (mode === 'checking') return { ...base, status: 'loading', result: null, where: null };
  // null: the account has no interest result yet, which is not an error.
  if (account.data === null) return { ...base, status: 'none', result: null, where: null };
  if (account.isFetching || !account.isError) {
    return { ...base, status: 'loading', result: null, where: null };
  }
  return { ...base, status: 'error', result: null, where: null };
}

/** The finished ratings this browser holds for someone signed out; null when there are none. */
export function useBrowserInterestRatings(): { cardId: string; rating: InterestRating }[] | null {
  const mode = useSessionMode();
  const browser = useBrowserResult();
  return mode === 'account' || !browser ? null : browser.ratings;
}
