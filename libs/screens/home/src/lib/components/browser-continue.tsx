import { Trans, useLingui } from '@lingui/react/macro';
import { forgetThisBrowser } from '@pathwise/progress';
import { ConfirmDialog, Dialog, DialogTrigger } from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';
import { readBrowserProgress } from '../browser-progress';
import { continueView } from '../progress';
import { ContinueCard } from './continue-card';

/**
 * The card for someone signed out: only what this browser keeps, and the one place to forget it
 * (on a shared computer, or when it isn't theirs). Loaded once the page is idle.
 */
export default function BrowserContinue() {
  const { t } = useLingui();
  const [view] = useState(() => continueView(readBrowserProgress(), false));
  const [confirming, setConfirming] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (forgotten) done.current?.focus();
  }, [forgotten]);

  if (forgotten) {
    return (
      <p ref={done} tabIndex={-1} role="status" className="selectable mt-1 text-muted-foreground">
        <Trans>
          This browser no longer holds any Pathwise progress. Whoever uses it next starts fresh.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <ContinueCard view={view} />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <p className="mt-4 text-sm text-muted-foreground">
          <Trans>Not yours, or done on a shared computer?</Trans>{' '}
          <DialogTrigger className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2 hover:no-underline">
            <Trans>Forget this browser’s progress</Trans>
          </DialogTrigger>
        </p>
        <ConfirmDialog
          title={t`Forget the progress kept in this browser?`}
          description={t`This clears the test in progress, sorted cards and their result, answers about you and saved careers kept in this browser. Nothing in any account changes. It can't be undone.`}
          keepLabel={t`Keep it`}
          // The link that opened it is gone once the progress is: the words saying so take focus.
          returnFocusTo={() => done.current}
          confirmLabel={t`Forget it`}
          onConfirm={() => {
            forgetThisBrowser();
            setConfirming(false);
            setForgotten(true);
          }}
        />
      </Dialog>
    </>
  );
}
