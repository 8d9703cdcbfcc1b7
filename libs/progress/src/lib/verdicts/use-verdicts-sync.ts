import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import { verdictsApi } from '@pathwise/api';
import type { Verdict } from '@pathwise/contract';
import type { AppDispatch } from '@pathwise/store';
import { browserVerdicts } from './browser-verdicts';
import { STORAGE_KEYS } from '../../keys';
import { settle } from '../settle';
import type { MoveKind } from '../sync/move-once';
import { useMoveOnSignIn } from '../sync/use-move-on-sign-in';

/**
 * Gives the account each answer, unless it has a newer one for that career; says which careers
 * it now has an answer for. One that fails is left out, to be tried again.
 */
async function moveVerdicts(held: readonly Verdict[], dispatch: AppDispatch): Promise<Set<string>> {
  const { getVerdicts, saveVerdict } = verdictsApi.endpoints;
  const account = await dispatch(
    getVerdicts.initiate(undefined, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  const newer = new Map(account.items.map((item) => [item.code, item.decidedAt]));
  const done = new Set<string>();
  // Oldest first, so the account's order of answers is the browser's.
  for (const item of [...held].reverse()) {
    const theirs = newer.get(item.code);
    try {
      if (!theirs || theirs < item.decidedAt) {
        const { code, title, verdict } = item;
        await settle(dispatch(saveVerdict.initiate({ code, title, verdict })));
      }
      done.add(item.code);
    } catch {
      // Kept for the next try.
    }
  }
  return done;
}

/** Answers to "Would you consider this?": those the account has leave the browser. */
const verdicts: MoveKind<Verdict[], Set<string>> = {
  key: STORAGE_KEYS.verdicts,
  lock: UPLOAD_LOCKS.verdicts,
  held: () => {
    const held = browserVerdicts.read().value;
    return held?.length ? held : null;
  },
  upload: moveVerdicts,
  settle: (_, done) => {
    // Read again: an answer may have changed while the requests were out.
    const left = (browserVerdicts.read().value ?? []).filter((item) => !done.has(item.code));
    browserVerdicts.write(left.length ? left : null);
  },
};

/** Mounted once app-wide: on sign-in, this browser's answers go to the account. */
export const useVerdictsSync = () => useMoveOnSignIn(verdicts);
