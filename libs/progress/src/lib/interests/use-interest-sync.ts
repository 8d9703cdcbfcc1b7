import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import { uploadResult } from './account-upload';
import type { BrowserResult } from './result-storage';
import { resultStore } from './stores';
import { STORAGE_KEYS } from '../../keys';
import type { MoveKind } from '../sync/move-once';
import { useMoveOnSignIn } from '../sync/use-move-on-sign-in';

/** A finished sort: its ratings replace the account's and the result is made there. */
const interestResult: MoveKind<BrowserResult> = {
  key: STORAGE_KEYS.interestResult,
  lock: UPLOAD_LOCKS.interestResult,
  held: () => resultStore.read().value,
  upload: async (held, dispatch) => void (await uploadResult(dispatch, held.ratings)),
  settle: (held) => {
    // A sort finished again meanwhile is another copy, moved in its turn.
    if (resultStore.read().value?.result.createdAt === held.result.createdAt)
      resultStore.write(null);
  },
};

/** Mounted once app-wide: on sign-in, a finished sort this browser holds becomes the account's. */
export const useInterestSync = () => useMoveOnSignIn(interestResult);
