import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { cn } from '../cn';
import { copyText } from '../copy-link-field/copy-text';

type Outcome = 'idle' | 'shared' | 'copied' | 'manual';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export type ShareSummaryProps = {
  /** What sharing sends, in a sentence or two, before the button. */
  about: ReactNode;
  /** The button's words. */
  action: string;
  /** The title the share sheet gives what it sends. */
  title: string;
  /** The words sent, built when the button is pressed. */
  text: () => string;
  /** The link sent after the words. */
  url: string;
  className?: string;
};

/**
 * Shares a short summary through the device's share sheet, or copies it where there is none; where
 * neither works, the summary is shown selected, ready to copy by hand.
 */
export function ShareSummary({ about, action, title, text, url, className }: ShareSummaryProps) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [summary, setSummary] = useState('');
  // Selected once when it appears, ready for Ctrl+C.
  const selectOnShow = useCallback((node: HTMLTextAreaElement | null) => node?.select(), []);
  const summaryId = useId();

  const share = async () => {
    const words = text();
    const whole = `${words} ${url}`;
    setSummary(whole);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: words, url });
        setOutcome('shared');
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (isAbort(error)) return;
      }
    }
    // No clipboard (older browser, or permission refused): show the text ready to copy.
    setOutcome((await copyText(whole, null)) === 'copied' ? 'copied' : 'manual');
  };

  return (
    <Card className={cn('mt-4 space-y-3', className)}>
      <p>{about}</p>
      <Button variant="secondary" onClick={() => void share()}>
        {action}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {outcome === 'shared' && t`Shared.`}
        {outcome === 'copied' && t`Summary copied: paste it wherever you like.`}
        {outcome === 'manual' &&
          t`We couldn't copy it for you, so the summary is below: select it and copy it yourself.`}
      </p>
      {outcome === 'manual' && (
        <div className="space-y-1">
          <label htmlFor={summaryId} className="block font-medium">
            <Trans>Summary to share</Trans>
          </label>
          <textarea
            ref={selectOnShow}
            id={summaryId}
            readOnly
            rows={4}
            value={summary}
            onFocus={(event) => event.currentTarget.select()}
            className="selectable w-full rounded-lg border border-border bg-surface p-3 text-surface-foreground"
          />
        </div>
      )}
    </Card>
  );
}
