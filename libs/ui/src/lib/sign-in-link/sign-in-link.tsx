import { Trans } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../button/button-link';

/** The header's sign-in link; it remembers the page so sign-in can return there. */
export function SignInLink() {
  const location = useLocation();
  return (
    <ButtonLink
      to={paths.login}
      state={location.pathname === paths.login ? (location.state as unknown) : { from: location }}
      variant="secondary"
      size="sm"
      className="min-h-11"
    >
      <Trans>Sign in</Trans>
    </ButtonLink>
  );
}

/** Holds the account corner's space while the sign-in check runs, so the header doesn't jump. */
export function AccountPlaceholder() {
  return <span aria-hidden="true" className="inline-block h-11 w-20" />;
}
