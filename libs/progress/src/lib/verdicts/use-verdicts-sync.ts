import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import type { Verdict } from '@pathwise/contract';
import { moveVerdicts } from './account-upload';
import { browserVerdicts } from './browser-verdicts';
import { STORAGE_KEYS } from '../../keys';
import type { MoveKind } from '../sync/move-once';
import { useMoveOnSignIn } from '../sync/use-move-on-sign-in';

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
