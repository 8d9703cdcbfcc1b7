const KEY = 'pathwise:signed-in';

/**
 * A note in local storage that someone signed in on this browser. Without it, open pages skip
 * loading the sign-in service altogether; guarded routes and /login always check for real.
 */
export function hasSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function recordSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(KEY, '1');
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Without storage every open page simply checks at idle time.
  }
}
