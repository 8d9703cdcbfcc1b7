import { hasSessionHint } from '@pathwise/auth/config';
import { paths } from '@pathwise/routes';
import { buttonClasses } from '@pathwise/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

const AccountSlot = lazy(() => import('./account-slot'));

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}

/** Until the account menu loads: a sign-in link, or a quiet placeholder for someone who signed in before. */
function Fallback() {
  const location = useLocation();
  if (hasSessionHint()) return <span aria-hidden="true" className="inline-block h-8 w-20" />;
  return (
    <Link
      to={paths.login}
      state={location.pathname === paths.login ? location.state : { from: location }}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      Sign in
    </Link>
  );
}

/**
 * The header's account corner. Its code (store, menu, dialogs) loads once the page is idle, so it
 * never competes with the screen a person came for.
 */
export function AccountCorner() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return <Fallback />;
  return (
    <Suspense fallback={<Fallback />}>
      <AccountSlot />
    </Suspense>
  );
}
