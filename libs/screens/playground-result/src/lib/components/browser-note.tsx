import { Trans } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { Link, useLocation } from 'react-router-dom';

/** For someone signed out: where the result lives, and how to keep it for good. */
export function BrowserNote() {
  const location = useLocation();
  return (
    <p className="mt-6 rounded-lg border border-border bg-muted p-4">
      <Trans>
        Your result is kept in this browser only. If you{' '}
        <Link
          to={paths.login}
          state={{ from: location }}
          className="font-medium underline underline-offset-2"
        >
          sign in
        </Link>
        , we&apos;ll save it to your account, so it&apos;s there on any device and won&apos;t be
        lost if this browser&apos;s data is cleared.
      </Trans>
    </p>
  );
}
