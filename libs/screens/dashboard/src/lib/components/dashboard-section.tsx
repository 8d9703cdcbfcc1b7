import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FailureKind, failureKind } from '@pathwise/contract';
import { Button, cn } from '@pathwise/ui';
import { type ReactNode, useId } from 'react';

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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-border bg-surface p-5 text-surface-foreground shadow-sm',
        className,
      )}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SectionLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-3 text-muted-foreground">
      {children}
    </p>
  );
}

/** Why a request failed, said after the part's own message (the same words as ErrorState's). */
const FAILURE_WORDS: Record<FailureKind, MessageDescriptor> = {
  offline: msg`This can happen when the connection drops for a moment.`,
  busy: msg`Pathwise is busy right now; this isn't your connection.`,
  server: msg`Something went wrong on our side.`,
};

/** A part that didn't load, with a way to ask again; `what` finishes "Try again to load …". */
export function SectionError({
  message,
  error,
  what,
  onRetry,
}: {
  message: string;
  /** The failed request's error: the cause (connection, busy, our side) follows the message. */
  error?: unknown;
  what: string;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className="mt-3 rounded-lg border border-danger/40 p-3">
      <p className="selectable">
        {message}
        {error !== undefined && ` ${i18n._(FAILURE_WORDS[failureKind(error)])}`}
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
