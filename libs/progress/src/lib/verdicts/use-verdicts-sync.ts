import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { useAppSelector } from '@pathwise/store';
import { useEffect } from 'react';
import { browserVerdicts } from './browser-verdicts';
import { STORAGE_KEYS } from '../../keys';
import { useMayMove } from '../storage';
import { useLazyGetVerdictsQuery, useSaveVerdictMutation } from '@pathwise/api';

// One move at a time for the whole app (StrictMode runs effects twice).
let moving: Promise<void> | null = null;

/**
 * On sign-in, gives the account each answer this browser holds, unless the account has a newer
 * one for that career, then removes the browser's copy of those that arrived. Any that failed
 * stay here and are tried again next sign-in.
 */
export function useVerdictsSync(): void {
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  const [readAccount] = useLazyGetVerdictsQuery();
  const [save] = useSaveVerdictMutation();
  const mayMove = useMayMove(STORAGE_KEYS.verdicts, uid ?? null);

  useEffect(() => {
    if (status !== 'signedIn' || !uid || moving || !mayMove) return;
    const held = browserVerdicts.read().value ?? [];
    if (held.length === 0) return;
    moving = (async () => {
      const account = await readAccount().unwrap();
      const newer = new Map(account.items.map((item) => [item.code, item.decidedAt]));
      const done = new Set<string>();
      // Oldest first, so the account's order of answers is the browser's.
      for (const item of [...held].reverse()) {
        const theirs = newer.get(item.code);
        if (theirs && theirs >= item.decidedAt) {
          done.add(item.code);
          continue;
        }
        try {
          await save({ code: item.code, title: item.title, verdict: item.verdict }).unwrap();
          done.add(item.code);
        } catch {
          // Kept for the next sign-in.
        }
      }
      const left = (browserVerdicts.read().value ?? []).filter((item) => !done.has(item.code));
      browserVerdicts.write(left.length ? left : null);
    })()
      .catch(() => undefined)
      .finally(() => {
        moving = null;
      });
  }, [status, uid, readAccount, save, mayMove]);
}
