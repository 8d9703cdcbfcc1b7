import { STORAGE_KEYS } from '../../keys';

/**
 * Whether the person said this is their own device. Unless they have, signing out clears what
 * Pathwise keeps in the browser: a shared computer is the safe thing to assume.
 */
export function isOwnDevice(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.ownDevice) === 'true';
  } catch {
    return false;
  }
}

export function setOwnDevice(own: boolean): void {
  try {
    // A device setting: kept in local storage even on a shared computer.
    const storage = globalThis.localStorage;
    if (own) storage?.setItem(STORAGE_KEYS.ownDevice, 'true');
    else storage?.removeItem(STORAGE_KEYS.ownDevice);
  } catch {
    // Not kept: the next sign-out asks again with clearing as its default.
  }
}
