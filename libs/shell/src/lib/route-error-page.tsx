import { Trans, useLingui } from '@lingui/react/macro';
import { type Locale, pathInLocale } from '@pathwise/i18n';
import { paths } from '@pathwise/routes';
import { ErrorState, buttonClasses } from '@pathwise/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a route throws, including when a screen's code fails to download. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t, i18n } = useLingui();
  // The error's own words are the code's, in English: shown as they are, marked as English.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4 text-foreground">
      <ErrorState
        title={t`Unexpected Application Error!`}
        headingLevel={1}
        message={
          <>
            {detail ? (
              <p>
                <Trans>What the app reported (in English):</Trans> <span lang="en">{detail}</span>
              </p>
            ) : (
              <p>
                <Trans>An unknown error stopped this page from showing.</Trans>
              </p>
            )}
            <p className="mt-2">
              <Trans>Your saved answers are safe. Reloading the page usually helps.</Trans>
            </p>
          </>
        }
        onRetry={() => window.location.reload()}
        retryLabel={t`Reload the page`}
      >
        {/* A plain link, to the home page in the page's language: the router may be what failed. */}
        <a
          href={pathInLocale(paths.home, i18n.locale as Locale)}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Trans>Go to the home page</Trans>
        </a>
      </ErrorState>
    </div>
  );
}
