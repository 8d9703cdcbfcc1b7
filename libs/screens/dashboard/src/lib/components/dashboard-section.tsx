import { Trans } from '@lingui/react/macro';
import { readFailure } from '@pathwise/api';
import { Button, cn, TitledSection } from '@pathwise/ui';
import type { ReactNode } from 'react';

/** One part of the dashboard: a titled region that loads and fails on its own. */
export function DashboardSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <TitledSection
      title={title}
      size="md"
      className={cn(
        'rounded-2xl border border-border bg-surface p-5 text-surface-foreground shadow-sm',
        className,
      )}
    >
      {children}
    </TitledSection>
  );
}

export function SectionLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-3 text-muted-foreground">
      {children}
    </p>
  );
}

/** A part that didn't load, with a way to ask again; `what` finishes "Try again to load …". */
export function SectionError({
  message,
  error,
  what,
  onRetry,
}: {
  message: string;
  /**
   * The failed request's error: why it failed (the connection, a busy service, our side) follows
   * the message, in @pathwise/api's words.
   */
  error?: unknown;
  what: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="mt-3 rounded-lg border border-danger/40 p-3">
      <p className="selectable">
        {message}
        {error !== undefined && ` ${readFailure(error).words}`}
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        <Trans>
          Try again <span className="sr-only">to load {what}</span>
        </Trans>
      </Button>
    </div>
  );
}

/** A plain link in running text, or at the foot of a part. */
export const linkClasses = 'font-medium underline underline-offset-2';
