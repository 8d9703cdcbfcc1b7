import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import { onboardingApi } from '@pathwise/api';
import { type BrowserCopy, browserCopy, setBrowserCopy } from './browser-copy';
import { mergeOnboardingAnswers, sameOnboardingAnswers } from './merge-answers';
import { STORAGE_KEYS } from '../../keys';
import type { MoveKind } from '../sync/move-once';
import { useMoveOnSignIn } from '../sync/use-move-on-sign-in';

/**
 * Answers given while signed out join the account's (the browser's win, question by question) with
 * one save, then the browser's copy goes; a damaged copy just goes.
 */
const onboarding: MoveKind<BrowserCopy> = {
  key: STORAGE_KEYS.onboarding,
  lock: UPLOAD_LOCKS.onboarding,
  held: () => {
    const copy = browserCopy();
    return copy.answers || copy.damaged ? copy : null;
  },
  upload: async ({ answers: browser }, dispatch) => {
    if (!browser) return;
    const { getOnboarding, putOnboarding } = onboardingApi.endpoints;
    const { answers: account } = await dispatch(
      getOnboarding.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    const merged = mergeOnboardingAnswers(account, browser);
    // The endpoint puts the saved answers in the cache.
    if (!sameOnboardingAnswers(merged, account))
      await dispatch(putOnboarding.initiate(merged)).unwrap();
  },
  // Only now is the account sure to hold everything: the browser's copy has done its job.
  settle: () => setBrowserCopy(null),
};

/** Mounted once app-wide: on sign-in, the answers given in this browser go to the account. */
export const useOnboardingSync = () => useMoveOnSignIn(onboarding);
