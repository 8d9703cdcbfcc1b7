import { hasSessionHint, whenIdle } from '@pathwise/auth/config';
import { AccountPlaceholder, SignInLink } from '@pathwise/ui';
import { Suspense, lazy, useEffect, useState } from 'react';

const AccountSlot = lazy(() => import('./account-slot'));

/** Until the account menu loads: a sign-in link, or a quiet placeholder for someone who signed in before. */
const Fallback = () => (hasSessionHint() ? <AccountPlaceholder /> : <SignInLink />);

/**
 * The header's account corner. Its code (store, menu, dialogs) loads once the page is idle, so it
 * never competes with the screen a person came for.
 */
export function AccountCorner() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 3000), []);
  if (!ready) return <Fallback />;
  return (
    <Suspense fallback={<Fallback />}>
      <AccountSlot />
    </Suspense>
  );
}
