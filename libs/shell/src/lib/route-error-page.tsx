import { paths } from '@pathwise/routes';
import { ErrorState, buttonClasses } from '@pathwise/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'An unknown error stopped this page from showing.';
}

/** Shown when a route throws, including when a screen's code fails to download. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4 text-foreground">
      <ErrorState
        title="Unexpected Application Error!"
        headingLevel={1}
        message={
          <>
            <p>{describe(error)}</p>
            <p className="mt-2">Your saved answers are safe. Reloading the page usually helps.</p>
          </>
        }
        onRetry={() => window.location.reload()}
        retryLabel="Reload the page"
      >
        {/* A plain link: the router may be the thing that failed. */}
        <a href={paths.home} className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </a>
      </ErrorState>
    </div>
  );
}
