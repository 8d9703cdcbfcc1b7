import { msg } from '@lingui/core/macro';
import { selectSessionStatus } from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import { i18n } from '@pathwise/i18n';
import type { CareerVerdict, Verdict } from '@pathwise/contract';
import { useAppSelector } from '@pathwise/store';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { accountStatus } from '../account-status';
import { browserVerdicts, withVerdict } from './browser-verdicts';
import {
  useGetVerdictsQuery,
  useRemoveVerdictMutation,
  useSaveVerdictMutation,
} from '@pathwise/api';

export type VerdictsView = {
  status: 'loading' | 'ready' | 'error';
  /** The person's answer for a career, or null when they haven't given one. */
  verdictOf: (code: string) => CareerVerdict | null;
  /** Careers the person said are not for them, newest first. */
  notFor: readonly Verdict[];
  /** Gives an answer, or takes it back with null; resolves false when it couldn't be kept. */
  answer: (
    career: { code: string; title: string },
    verdict: CareerVerdict | null,
  ) => Promise<boolean>;
  /** What went wrong with the last answer, in plain words. */
  error: string | null;
};

const NOT_KEPT = msg`Your answer couldn't be kept just now. Please try again.`;
const BROWSER_REFUSED = msg`This browser won't keep your answer (it may be in a private mode), so it will be gone when you close the page.`;

/**
 * Answers to "Would you consider this?": kept in this browser while signed out, in the account
 * once signed in (useVerdictsSync moves the browser's answers there on sign-in).
 */
export function useVerdicts(): VerdictsView {
  const session = useAppSelector(selectSessionStatus);
  const signedIn = session === 'signedIn';
  const checking = session === 'unknown' && hasSessionHint();
  const browser = useSyncExternalStore(
    browserVerdicts.subscribe,
    browserVerdicts.read,
    browserVerdicts.read,
  );
  const account = useGetVerdictsQuery(undefined, { skip: !signedIn });
  const [save] = useSaveVerdictMutation();
  const [remove] = useRemoveVerdictMutation();
  const [error, setError] = useState<string | null>(null);

  const items = useMemo(
    () => (signedIn ? (account.data?.items ?? []) : (browser.value ?? [])),
    [signedIn, account.data, browser.value],
  );
  const byCode = useMemo(() => new Map(items.map((item) => [item.code, item.verdict])), [items]);
  const notFor = useMemo(() => items.filter((item) => item.verdict === 'no'), [items]);
  const verdictOf = useCallback((code: string) => byCode.get(code) ?? null, [byCode]);

  const answer = useCallback(
    async (career: { code: string; title: string }, verdict: CareerVerdict | null) => {
      setError(null);
      if (!signedIn) {
        const list = withVerdict(browserVerdicts.read().value ?? [], career, verdict, new Date());
        const kept = browserVerdicts.write(list.length ? list : null);
        if (!kept) setError(i18n._(BROWSER_REFUSED));
        return true;
      }
      try {
        if (verdict) await save({ ...career, verdict }).unwrap();
        else await remove(career.code).unwrap();
        return true;
      } catch {
        setError(i18n._(NOT_KEPT));
        return false;
      }
    },
    [signedIn, save, remove],
  );

  const status = accountStatus(checking, signedIn, account);
  return { status, verdictOf, notFor, answer, error };
}
