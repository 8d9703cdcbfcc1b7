import { msg } from '@lingui/core/macro';
import { useGetOnboardingQuery, usePutOnboardingMutation } from '@pathwise/api';
import { selectSessionStatus } from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import type { OnboardingAnswersInput } from '@pathwise/contract';
import { i18n } from '@pathwise/i18n';
import { useAppSelector } from '@pathwise/store';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { StoredOnboardingAnswers } from './browser-answers';
import { browserCopy, setBrowserCopy, subscribeBrowserCopy } from './browser-copy';
import { NO_ANSWERS, applyOnboardingPatch, forAccount } from './merge-answers';
import { loadErrorMessage, saveErrorMessage } from './save-error';

export type OnboardingState = {
  status: 'loading' | 'ready' | 'error';
  answers: StoredOnboardingAnswers;
  /** Saves the changed answers; rejects (and sets `error`) when they couldn't be saved. */
  save: (patch: Partial<OnboardingAnswersInput>) => Promise<void>;
  saving: boolean;
  error: string | null;
  /** Something about the browser's copy worth saying, such as it being damaged and dropped. */
  notice: string | null;
  /** Asks again for the account's answers after they failed to load. */
  retry: () => void;
};

const DAMAGED = msg`We couldn't read the answers saved in this browser, so we've cleared them. Sorry: please answer again.`;
const NOT_KEPT = msg`This browser isn't letting us save your answers, so they're only kept while this page is open.`;

/**
 * The onboarding answers: in this browser for someone signed out, in their account once signed in.
 * `useOnboardingSync` moves the browser's answers to the account on sign-in.
 */
export function useOnboarding(): OnboardingState {
  const session = useAppSelector(selectSessionStatus);
  const signedIn = session === 'signedIn';
  const browser = useSyncExternalStore(subscribeBrowserCopy, browserCopy, browserCopy);
  const account = useGetOnboardingQuery(undefined, { skip: !signedIn });
  const [put, putState] = usePutOnboardingMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  // A damaged copy can't be repaired: it is dropped, and the notice says so for as long as the
  // screen that found it is open.
  const [dropped] = useState(() => browserCopy().damaged);
  useEffect(() => {
    if (browser.damaged) setBrowserCopy(null);
  }, [browser.damaged]);

  const answers = signedIn
    ? (account.data?.answers ?? NO_ANSWERS)
    : (browser.answers ?? NO_ANSWERS);
  // Saves build on the last answers saved, even before the re-render that shows them.
  const latest = useRef(answers);
  useEffect(() => {
    latest.current = answers;
  }, [answers]);

  const save = useCallback(
    async (patch: Partial<OnboardingAnswersInput>) => {
      const before = latest.current;
      const next = applyOnboardingPatch(before, patch);
      latest.current = next;
      if (!signedIn) {
        setBrowserCopy(next);
        setSaveError(null);
        return;
      }
      try {
        // The endpoint puts the saved answers in the cache.
        await put(forAccount(next)).unwrap();
        setSaveError(null);
      } catch (error) {
        latest.current = before;
        const message = saveErrorMessage(error);
        setSaveError(message);
        throw new Error(message, { cause: error });
      }
    },
    [put, signedIn],
  );

  const { refetch } = account;
  const retry = useCallback(() => {
    if (signedIn) void refetch();
  }, [refetch, signedIn]);

  let status: OnboardingState['status'] = 'ready';
  let error = saveError;
  // Someone who signed in here before is being recognised: their answers are in the account.
  // Without that hint the sign-in service may never load, and the browser's copy is the one.
  if (session === 'unknown' && hasSessionHint()) status = 'loading';
  else if (signedIn && !account.data) {
    status = account.isError ? 'error' : 'loading';
    if (account.isError) error = loadErrorMessage(account.error);
  }

  const notice = dropped ? i18n._(DAMAGED) : !signedIn && !browser.kept ? i18n._(NOT_KEPT) : null;

  return {
    status,
    answers,
    save,
    saving: signedIn && putState.isLoading,
    error,
    notice,
    retry,
  };
}
