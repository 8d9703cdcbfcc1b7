import { Trans } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../button/button';
import { cn } from '../cn';

/** The header's sign-in link; it remembers the page so sign-in can return there. */
export function SignInLink() {
  const location = useLocation();
  return (
    <Link
      to={paths.login}
      state={location.pathname === paths.login ? location.state : { from: location }}
      className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'min-h-11')}
    >
      <Trans>Sign in</Trans>
    </Link>
  );
}

/** Holds the account corner's space while the sign-in check runs, so the header doesn't jump. */
export function AccountPlaceholder() {
  return <span aria-hidden="true" className="inline-block h-11 w-20" />;
}
