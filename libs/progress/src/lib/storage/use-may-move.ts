import { useSyncExternalStore } from 'react';
import type { MovableKey } from '../../keys';
import { madeRecord, mayMoveTo, subscribeMadeHere } from './made-here';

/**
 * Whether what this browser holds under `key` may go to `uid`'s account without asking: made in
 * this browser session, by that account, or said to be theirs. Re-renders when that changes.
 */
export function useMayMove(key: MovableKey, uid: string | null): boolean {
  const record = useSyncExternalStore(subscribeMadeHere, madeRecord, madeRecord);
  return uid !== null && mayMoveTo(key, uid, record);
}
