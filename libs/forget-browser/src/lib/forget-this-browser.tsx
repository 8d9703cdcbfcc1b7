import { Trans } from '@lingui/react/macro';
import { cn } from '@pathwise/ui';
import { Suspense, lazy, useState } from 'react';

export type ForgetThisBrowserProps = {
  /**
   * Where focus goes once the progress is gone: the link goes with it, and so, on most pages, does
   * what it sat beside.
   */
  returnFocusTo: () => HTMLElement | null;
  /** After everything is forgotten: the page says so where the person is. */
  onForgotten: () => void;
  className?: string;
};

/**
 * The question and the forgetting reach the dialog's code and every store of progress (the test's
 * among them): fetched when the link is pressed, so a page that offers it carries neither.
 */
const ForgetDialog = lazy(() => import('./forget-dialog'));

/**
 * "Forget this browser's progress", asked for once more before anything goes: where a visitor
 * finishes (on a shared computer, the next person must not find their work) and on the home page.
 */
export function ForgetThisBrowser({ className, ...dialog }: ForgetThisBrowserProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <p className={cn('mt-4 text-sm text-muted-foreground', className)}>
        <Trans>Not yours, or done on a shared computer?</Trans>{' '}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          <Trans>Forget this browser’s progress</Trans>
        </button>
      </p>
      {asking && (
        <Suspense fallback={null}>
          <ForgetDialog {...dialog} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
