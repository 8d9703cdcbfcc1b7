import { isSharedComputer, setSharedComputer } from '@pathwise/auth/shared-computer';
import { PERSONAL_KEYS, STORAGE_KEYS } from '../../keys';
import { madeRecord, thisSession } from '../storage/made-here';
import { isOwnDevice, setOwnDevice } from './own-device';

export { isSharedComputer };

/**
 * Marks this browser as a shared computer, or as not one. Shared: what this browser session made
 * moves to session storage, which the browser empties when the session ends, and what earlier
 * sessions left is removed (on a shared computer it may be anyone's). Not shared: this session's
 * progress moves back to local storage. Every screen showing progress reads it again at once.
 */
export function markSharedComputer(shared: boolean): void {
  if (shared === isSharedComputer()) return;
  try {
    const from = shared ? globalThis.localStorage : globalThis.sessionStorage;
    const to = shared ? globalThis.sessionStorage : globalThis.localStorage;
    const made = madeRecord();
    const session = thisSession();
    for (const key of PERSONAL_KEYS) {
      const value = from.getItem(key);
      if (value === null) continue;
      const ours =
        !shared ||
        key === STORAGE_KEYS.madeHere ||
        made[key as keyof typeof made]?.session === session;
      if (ours) to.setItem(key, value);
      from.removeItem(key);
    }
  } catch {
    // Storage that can't be reached holds nothing to move.
  }
  if (shared) setOwnDevice(false);
  setSharedComputer(shared);
  globalThis.dispatchEvent?.(new StorageEvent('storage', { key: null }));
}

/**
 * Treats this browser as shared unless someone said it is their own device: for arrivals that are
 * most likely on a lab computer (a group's join link).
 */
export function assumeSharedComputer(): void {
  if (!isOwnDevice()) markSharedComputer(true);
}
