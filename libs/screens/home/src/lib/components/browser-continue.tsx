import { Trans } from '@lingui/react/macro';
import { ForgetThisBrowser } from '@pathwise/forget-browser';
import { useEffect, useRef, useState } from 'react';
import { readBrowserProgress } from '../browser-progress';
import { continueView } from '../progress';
import { ContinueCard } from './continue-card';

/**
 * The card for someone signed out: only what this browser keeps, and a place to forget it
 * (on a shared computer, or when it isn't theirs). Loaded once the page is idle.
 */
export default function BrowserContinue() {
  const [view] = useState(() => continueView(readBrowserProgress(), false));
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
      <ForgetThisBrowser
        // The link that opened it is gone once the progress is: the words saying so take focus.
        returnFocusTo={() => done.current}
        onForgotten={() => setForgotten(true)}
      />
    </>
  );
}
