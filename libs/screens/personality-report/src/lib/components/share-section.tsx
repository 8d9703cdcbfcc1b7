import { Trans, useLingui } from '@lingui/react/macro';
import { useTrack } from '@pathwise/analytics';
import {
  useSharePersonalityReportMutation,
  useStopSharingPersonalityReportMutation,
} from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { Button, Card, CopyLinkField, TitledSection } from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';
import { shareLink } from '../report-view';

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
  const { t } = useLingui();
  const [stopSharing, stopState] = useStopSharingPersonalityReportMutation();
  const [changed, setChanged] = useState<{ shareId: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each button replaces itself: focus goes to what takes its place, once it is there.
  const onNote = useRef<HTMLParagraphElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const shareId = changed ? changed.shareId : savedShareId;
  const busy = shareState.isLoading || stopState.isLoading;
  const link = shareId
    ? shareLink(globalThis.location?.origin ?? '', paths.personalityReport, shareId)
    : null;

  const turnOn = async () => {
    setError(null);
    const result = await share(reportId);
    if ('error' in result) setError(t`We couldn't turn sharing on just now. Please try again.`);
    else {
      moved.current = true;
      setChanged({ shareId: result.data.shareId });
      track('personality_report_shared', {});
    }
  };

  const turnOff = async () => {
    setError(null);
    const result = await stopSharing(reportId);
    if ('error' in result)
      setError(t`We couldn't stop sharing just now, so the link still works. Please try again.`);
    else {
      moved.current = true;
      setChanged({ shareId: null });
    }
  };
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (link ? onNote.current : shareButton.current)?.focus();
  }, [link]);

  return (
    <TitledSection title={t`Share this report`} className="mt-10 print:hidden">
      <Card className="mt-4 space-y-4">
        <p>
          <Trans>
            Sharing is off unless you turn it on. While it&apos;s on, anyone with the link who signs
            in to Pathwise can see this report. Your name shows with it only if you also share your
            profile: then the link shows your name and the test&apos;s date even before someone
            signs in. The link always shows this report, even after you take the test again. Stop
            sharing, or delete the report, and the link stops working straight away.
          </Trans>
        </p>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        {link ? (
          <>
            <p ref={onNote} tabIndex={-1} role="status" className="font-medium">
              <Trans>Sharing is on.</Trans>
            </p>
            <CopyLinkField label={t`Link to your report`} value={link} />
            <Button
              variant="secondary"
              pending={busy}
              aria-busy={stopState.isLoading}
              onClick={() => void turnOff()}
            >
              {stopState.isLoading ? <Trans>Stopping…</Trans> : <Trans>Stop sharing</Trans>}
            </Button>
          </>
        ) : (
          <Button
            ref={shareButton}
            pending={busy}
            aria-busy={shareState.isLoading}
            onClick={() => void turnOn()}
          >
            {shareState.isLoading ? (
              <Trans>Turning sharing on…</Trans>
            ) : (
              <Trans>Share this report</Trans>
            )}
          </Button>
        )}
      </Card>
    </TitledSection>
  );
}
