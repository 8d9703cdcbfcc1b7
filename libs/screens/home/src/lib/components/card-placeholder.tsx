import { Trans } from '@lingui/react/macro';

/** Stands in for the card's content while it loads, at the same size so nothing below moves. */
export function CardPlaceholder() {
  return (
    <div className="mt-2">
      <p className="sr-only">
        <Trans>Checking your progress…</Trans>
      </p>
      <div aria-hidden="true" className="space-y-3 motion-safe:animate-pulse">
        <div className="h-5 w-4/5 rounded bg-muted" />
        <div className="h-10 w-56 rounded-lg bg-muted" />
      </div>
    </div>
  );
}
