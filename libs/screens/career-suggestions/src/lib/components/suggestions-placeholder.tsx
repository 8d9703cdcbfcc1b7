import { useLingui } from '@lingui/react/macro';

/**
 * Where the matches will be, while they are worked out from this browser's cards (or the
 * account's): the shape of the first few, so the page is laid out before they are known.
 */
export function SuggestionsPlaceholder() {
  const { t } = useLingui();
  return (
    <div role="status" className="mt-6 lg:mt-8">
      <span className="sr-only">{t`Finding careers that fit you…`}</span>
      <div aria-hidden="true" className="space-y-4 motion-safe:animate-pulse lg:ms-[19rem]">
        <div className="h-11 w-48 rounded-lg bg-muted" />
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-56 rounded-2xl border border-border bg-surface" />
        ))}
      </div>
    </div>
  );
}
