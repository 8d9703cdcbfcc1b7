import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { useAppDispatch, useAppSelector } from '@pathwise/store';
import { useEffect, useSyncExternalStore } from 'react';
import { uploadResult } from './account-upload';
import { resultStore } from './stores';
import { STORAGE_KEYS } from '../../keys';
import { useMayMove, withUploadLock } from '../storage';

/** Results already taken up in this page, by account and result time: StrictMode and several
 * mounts run the effect more than once, but each finished sort goes up once. */
const claimed = new Set<string>();

/**
 * Mounted once app-wide: when someone signs in and this browser holds a finished sort of theirs,
 * its ratings go to the account and the result is made there once; then the browser copy goes.
 * If that fails the browser copy stays, to try again on the next visit.
 */
export function useInterestSync(): void {
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  const browser = useSyncExternalStore(resultStore.subscribe, resultStore.read, resultStore.read);
  const mayMove = useMayMove(STORAGE_KEYS.interestResult, uid ?? null);
  const dispatch = useAppDispatch();
  const createdAt = browser.value?.result.createdAt ?? null;

  useEffect(() => {
    if (status !== 'signedIn' || !uid || !createdAt || !mayMove) return;
    const claim = `${uid} ${createdAt}`;
    if (claimed.has(claim)) return;
    claimed.add(claim);
    void withUploadLock(UPLOAD_LOCKS.interestResult, async () => {
      // Another tab may have moved it while this one was starting.
      const held = resultStore.read().value;
      if (held?.result.createdAt !== createdAt) return;
      await uploadResult(dispatch, held.ratings);
      if (resultStore.read().value?.result.createdAt === createdAt) resultStore.write(null);
    }).catch(() => {
      // Kept in the browser; the next visit tries again.
    });
  }, [status, uid, createdAt, mayMove, dispatch]);
}
