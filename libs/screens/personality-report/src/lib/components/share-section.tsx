import { useTrack } from '@pathwise/analytics';
import {
  useSharePersonalityReportMutation,
  useStopSharingPersonalityReportMutation,
} from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { Button, Card } from '@pathwise/ui';
import { useId, useRef, useState } from 'react';
import { shareLink } from '../report-view';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * Turns one report's share link on and off. Sharing is off until the person asks; after a change
 * here, the answer to that request is what the section shows until the report is fetched again.
 */
export function ShareSection({
  reportId,
  shareId: savedShareId,
}: {
  reportId: string;
  shareId: string | null;
}) {
  const [share, shareState] = useSharePersonalityReportMutation();
  const track = useTrack();
  const [stopSharing, stopState] = useStopSharingPersonalityReportMutation();
  const [changed, setChanged] = useState<{ shareId: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const shareId = changed ? changed.shareId : savedShareId;
  const busy = shareState.isLoading || stopState.isLoading;
  const link = shareId
    ? shareLink(globalThis.location?.origin ?? '', paths.personalityReport, shareId)
    : null;

  const turnOn = async () => {
    setError(null);
    setCopy('idle');
    const result = await share(reportId);
    if ('error' in result) setError("We couldn't turn sharing on just now. Please try again.");
    else {
      setChanged({ shareId: result.data.shareId });
      track('personality_report_shared', {});
    }
  };

  const turnOff = async () => {
    setError(null);
    const result = await stopSharing(reportId);
    if ('error' in result)
      setError("We couldn't stop sharing just now, so the link still works. Please try again.");
    else setChanged({ shareId: null });
  };

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // No clipboard access (older browser, or permission refused): leave the link ready to copy.
      linkRef.current?.select();
      setCopy('selected');
    }
  };

  return (
    <section aria-labelledby="report-share" className="mt-10 print:hidden">
      <h2 id="report-share" className="text-2xl font-semibold">
        Share this report
      </h2>
      <Card className="mt-4 space-y-4">
        <p>
          Sharing is off unless you turn it on. While it&apos;s on, anyone with the link who signs
          in to Pathwise can see this report. Your name shows with it only if you also share your
          profile. The link always shows this report, even after you take the test again. Stop
          sharing, or delete the report, and the link stops working straight away.
        </p>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        {link ? (
          <>
            <p className="font-medium">Sharing is on.</p>
            <div className="space-y-1">
              <label htmlFor={linkId} className="block font-medium">
                Link to your report
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  ref={linkRef}
                  id={linkId}
                  readOnly
                  value={link}
                  onFocus={(event) => event.currentTarget.select()}
                  className="selectable h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-surface-foreground"
                />
                <Button variant="secondary" onClick={() => void copyLink()}>
                  Copy link
                </Button>
              </div>
              <p role="status" className="text-sm text-muted-foreground">
                {copy === 'copied'
                  ? 'Link copied.'
                  : copy === 'selected'
                    ? "We couldn't copy it for you, so the link is selected: press Ctrl+C (or ⌘C on a Mac) to copy it."
                    : ''}
              </p>
            </div>
            <Button
              variant="secondary"
              disabled={busy}
              aria-busy={stopState.isLoading}
              onClick={() => void turnOff()}
            >
              {stopState.isLoading ? 'Stopping…' : 'Stop sharing'}
            </Button>
          </>
        ) : (
          <Button disabled={busy} aria-busy={shareState.isLoading} onClick={() => void turnOn()}>
            {shareState.isLoading ? 'Turning sharing on…' : 'Share this report'}
          </Button>
        )}
      </Card>
    </section>
  );
}
