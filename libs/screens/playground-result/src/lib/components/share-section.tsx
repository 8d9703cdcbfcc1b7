import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { Button, Card, copyText, TitledSection } from '@pathwise/ui';
import { useCallback, useId, useState } from 'react';

type Outcome = 'idle' | 'shared' | 'copied' | 'manual';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a short summary through the device's share sheet, or copies it where there is none.
 * The link is to Pathwise's start, never to the person's answers: nothing personal is in it.
 */
export function ShareSection({ text }: { text: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // Selected once when it appears, ready for Ctrl+C.
  const selectOnShow = useCallback((node: HTMLTextAreaElement | null) => node?.select(), []);
  const summaryId = useId();
  const url = `${globalThis.location?.origin ?? ''}${paths.v2}`;
  const summary = `${text} ${url}`;

  // No clipboard (older browser, or permission refused): show the text ready to copy.
  const copy = async () =>
    setOutcome((await copyText(summary, null)) === 'copied' ? 'copied' : 'manual');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t`My interest profile`, text, url });
        setOutcome('shared');
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (isAbort(error)) return;
      }
    }
    await copy();
  };

  return (
    <TitledSection title={t`Share your result`}>
      <Card className="mt-4 space-y-3">
        <p>
          <Trans>
            Sharing sends a short summary of your code and a link to Pathwise&apos;s start page. It
            doesn&apos;t include your name, your answers or a link to them.
          </Trans>
        </p>
        <Button variant="secondary" onClick={() => void share()}>
          <Trans>Share your result</Trans>
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
              rows={3}
              value={summary}
              onFocus={(event) => event.currentTarget.select()}
              className="selectable w-full rounded-lg border border-border bg-surface p-3 text-surface-foreground"
            />
          </div>
        )}
      </Card>
    </TitledSection>
  );
}
