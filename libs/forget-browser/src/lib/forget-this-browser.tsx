import { Trans } from '@lingui/react/macro';
import { cn } from '@pathwise/ui';
import { Suspense, lazy, useRef, useState } from 'react';
import type { ForgetThisBrowserProps } from './forget-props';

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
  const link = useRef<HTMLButtonElement>(null);
  return (
    <>
      <p className={cn('mt-4 text-sm text-muted-foreground', className)}>
        <Trans>Not yours, or done on a shared computer?</Trans>{' '}
        <button
          ref={link}
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
          <ForgetDialog
            {...dialog}
            onClose={() => setAsking(false)}
            // Kept as it was: back to the link that asked.
            keptFocusTo={() => link.current}
          />
        </Suspense>
      )}
    </>
  );
}
