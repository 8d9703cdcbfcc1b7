import { onboardingApi } from '@pathwise/api';
import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { type AppDispatch, useAppDispatch, useAppSelector } from '@pathwise/store';
import { useEffect } from 'react';
import { browserCopy, setBrowserCopy } from './browser-copy';
import { STORAGE_KEYS } from '../../keys';
import { useMayMove } from '../storage';
import { mergeOnboardingAnswers, sameOnboardingAnswers } from './merge-answers';

// One move at a time for the whole page: StrictMode's second effect and a second mounted hook join
// the move already under way instead of sending the answers again.
let moving: Promise<void> | null = null;

async function moveBrowserAnswers(dispatch: AppDispatch): Promise<void> {
  const { answers: browser, damaged } = browserCopy();
  if (damaged) setBrowserCopy(null);
  if (!browser) return;
  const { answers: account } = await dispatch(
    onboardingApi.endpoints.getOnboarding.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  ).unwrap();
  const merged = mergeOnboardingAnswers(account, browser);
  if (!sameOnboardingAnswers(merged, account)) {
    // The endpoint puts the saved answers in the cache.
    await dispatch(onboardingApi.endpoints.putOnboarding.initiate(merged)).unwrap();
  }
  // Only now is the account sure to hold everything: the browser's copy has done its job.
  setBrowserCopy(null);
}

/** Runs the move once; a failure leaves the browser's copy in place for the next sign-in. */
export function syncOnboardingAnswers(dispatch: AppDispatch): Promise<void> {
  moving ??= moveBrowserAnswers(dispatch)
    .catch(() => undefined)
    .finally(() => {
      moving = null;
    });
  return moving;
}

/**
 * Mounted once for the whole app: on sign-in, moves the answers given in this browser while signed
 * out into the account (the browser's answers win, question by question) with one save, then
 * removes the browser's copy, so nothing is lost or sent twice.
 */
export function useOnboardingSync(): void {
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid;
  const mayMove = useMayMove(STORAGE_KEYS.onboarding, uid ?? null);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (status === 'signedIn' && uid && mayMove) void syncOnboardingAnswers(dispatch);
  }, [dispatch, status, uid, mayMove]);
}
