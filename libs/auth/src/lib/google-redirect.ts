import { TAB_KEYS } from '@pathwise/browser-keys';

const KEY = TAB_KEYS.googleRedirect;

/**
 * A note, for this tab only, that a Google sign-in left for Google's page: the page it comes back to
 * finishes it. Only then is Google's sign-in library fetched on a page load.
 */
export function noteGoogleRedirect(): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, '1');
  } catch {
    // Storage switched off: the redirect still signs in once Google's library loads for another reason.
  }
}

/** Whether a Google sign-in is coming back to this tab; the note is used up by asking. */
export function takeGoogleRedirect(): boolean {
  try {
    const pending = globalThis.sessionStorage?.getItem(KEY) === '1';
    globalThis.sessionStorage?.removeItem(KEY);
    return pending;
  } catch {
    return false;
  }
}
