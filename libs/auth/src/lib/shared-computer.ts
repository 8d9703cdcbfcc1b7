import { DEVICE_KEYS } from '@pathwise/browser-keys';

const KEY = DEVICE_KEYS.sharedComputer;
const listeners = new Set<(shared: boolean) => void>();

/**
 * Whether someone said this is a shared computer. Then a sign-in lasts only as long as the
 * browser session, and so does what a visitor makes (@pathwise/progress keeps it in session
 * storage): the next person never finds it.
 */
export function isSharedComputer(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

/** Marks this browser shared (or not); the sign-in service, if loaded, follows at once. */
export function setSharedComputer(shared: boolean): void {
  try {
    if (shared) globalThis.localStorage?.setItem(KEY, 'true');
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Not kept: this page still follows the choice below; the next one won't know it.
  }
  for (const listener of [...listeners]) listener(shared);
}

/** Calls back when the choice changes on this page. */
export function onSharedComputerChange(listener: (shared: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
