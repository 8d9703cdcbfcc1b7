import { DEVICE_KEYS } from '@pathwise/browser-keys';

/** The note's key (also read by inline scripts that run before a page's code). */
export const SESSION_HINT_KEY = DEVICE_KEYS.signedIn;

/**
 * A note in local storage that someone signed in on this browser. Without it, open pages skip
 * loading the sign-in service altogether and guarded routes send the visitor straight to /login,
 * which always checks for real.
 */
export function hasSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function recordSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(SESSION_HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage every open page simply checks at idle time.
  }
}
