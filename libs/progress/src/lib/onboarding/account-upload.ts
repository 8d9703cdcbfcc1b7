import { onboardingApi } from '@pathwise/api';
import type { AppDispatch } from '@pathwise/store';
import type { StoredOnboardingAnswers } from './browser-answers';
import { mergeOnboardingAnswers, sameOnboardingAnswers } from './merge-answers';

/**
 * Joins answers given while signed out to the account's (the browser's win, question by question)
 * and saves them with one request, or none when the account has them all already.
 */
export async function moveAnswers(
  browser: StoredOnboardingAnswers,
  dispatch: AppDispatch,
): Promise<void> {
  const { getOnboarding, putOnboarding } = onboardingApi.endpoints;
  const { answers: account } = await dispatch(
    getOnboarding.initiate(undefined, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  const merged = mergeOnboardingAnswers(account, browser);
  // The endpoint puts the saved answers in the cache.
  if (!sameOnboardingAnswers(merged, account))
    await dispatch(putOnboarding.initiate(merged)).unwrap();
}
