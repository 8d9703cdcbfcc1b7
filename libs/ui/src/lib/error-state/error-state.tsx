import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../cn';

export type ErrorStateProps = {
  title?: string;
  /**
   * Why the request failed, in words that fit it (the connection, a busy service, or our side),
   * so no page blames the connection for a busy service: the failure's `words` as @pathwise/api
   * reads it (`readFailure(error).words`), in the reader's language. The message starts with it,
   * so `message` need only say what is safe.
   */
  cause?: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** A retry is under way: the button says so and stays where it is, so focus stays on it. */
  retrying?: boolean;
  /** Extra ways out, such as a link home. */
  children?: ReactNode;
  className?: string;
  /** 1 when the error is the whole page. */
  headingLevel?: 1 | 2;
};

export function ErrorState({
  title,
  cause,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  children,
  className,
  headingLevel = 2,
}: ErrorStateProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      role="alert"
      className={cn(
        'mx-auto max-w-xl rounded-2xl border border-danger/40 p-6 text-center',
        className,
      )}
    >
      <Heading className="text-xl font-semibold">{title ?? t`Something went wrong`}</Heading>
      <div className="selectable mt-2 text-muted-foreground">
        {cause !== undefined && <>{cause} </>}
        {message === undefined
          ? t`This part of Pathwise could not load. Your saved answers are safe.`
          : message}
      </div>
      {(onRetry || children) && (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {onRetry && (
            <Button pending={retrying} onClick={onRetry}>
              {retrying ? t`Trying again…` : (retryLabel ?? t`Try again`)}
            </Button>
          )}
          {children}
        </div>
      )}
    </section>
  );
}
