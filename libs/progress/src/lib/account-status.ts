/**
 * Whether a list kept in the browser or the account is ready to show: while a returning session
 * is being checked it is loading; signed out, the browser's copy is ready; signed in, the
 * account's answer decides.
 */
export function accountStatus(
  checking: boolean,
  signedIn: boolean,
  account: { data?: unknown; isError: boolean },
): 'loading' | 'ready' | 'error' {
  if (checking) return 'loading';
  if (!signedIn || account.data) return 'ready';
  return account.isError ? 'error' : 'loading';
}
