import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import { moveAnswers } from './account-upload';
import { type BrowserCopy, browserCopy, setBrowserCopy } from './browser-copy';
import { STORAGE_KEYS } from '../../keys';
import type { MoveKind } from '../sync/move-once';
import { useMoveOnSignIn } from '../sync/use-move-on-sign-in';

/**
 * Answers given while signed out join the account's, then the browser's copy goes; a damaged copy
 * just goes.
 */
const onboarding: MoveKind<BrowserCopy> = {
  key: STORAGE_KEYS.onboarding,
  lock: UPLOAD_LOCKS.onboarding,
  held: () => {
    const copy = browserCopy();
    return copy.answers || copy.damaged ? copy : null;
  },
  upload: async ({ answers }, dispatch) => {
    if (answers) await moveAnswers(answers, dispatch);
  },
  // Only now is the account sure to hold everything: the browser's copy has done its job.
  settle: () => setBrowserCopy(null),
};

/** Mounted once app-wide: on sign-in, the answers given in this browser go to the account. */
export const useOnboardingSync = () => useMoveOnSignIn(onboarding);
