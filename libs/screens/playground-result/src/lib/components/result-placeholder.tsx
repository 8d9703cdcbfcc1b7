import { useLingui } from '@lingui/react/macro';

/**
 * Where the result will be, while it is read from this browser or the account: the shape of the
 * code's three areas, so the page is laid out before it is known.
 */
export function ResultPlaceholder() {
  const { t } = useLingui();
  return (
    <div role="status" className="mt-6 space-y-4">
      <span className="sr-only">{t`Loading your interest profile…`}</span>
      <div aria-hidden="true" className="space-y-4 motion-safe:animate-pulse">
        <div className="h-12 w-full max-w-md rounded-lg bg-muted" />
        <div className="h-8 w-56 rounded-lg bg-muted" />
        <div className="grid gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-20 rounded-xl bg-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}
