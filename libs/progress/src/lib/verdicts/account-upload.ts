import { verdictsApi } from '@pathwise/api';
import type { Verdict } from '@pathwise/contract';
import type { AppDispatch } from '@pathwise/store';
import { settle } from '../settle';

/**
 * Gives the account each answer, unless it has a newer one for that career; says which careers
 * it now has an answer for. One that fails is left out, to be tried again.
 */
export async function moveVerdicts(
  held: readonly Verdict[],
  dispatch: AppDispatch,
): Promise<Set<string>> {
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
