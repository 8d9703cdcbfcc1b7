import { selectSessionStatus } from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import { useAppSelector } from '@pathwise/store';

/**
 * Where the playground's results live: the account when signed in, this browser otherwise;
 * 'checking' while someone who signed in on this browser before is being recognised again.
 */
export type SessionMode = 'account' | 'browser' | 'checking';

export function useSessionMode(): SessionMode {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'signedIn') return 'account';
  // Without the hint nobody signed in here, and the sign-in service may never even load.
  return status === 'unknown' && hasSessionHint() ? 'checking' : 'browser';
}
