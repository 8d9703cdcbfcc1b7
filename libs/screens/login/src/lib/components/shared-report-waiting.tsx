import { Trans } from '@lingui/react/macro';
import { useGetSharedReportPreviewQuery } from '@pathwise/api';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';
import { SHARE_ID_PATTERN } from '@pathwise/contract';
import { dayInWords } from '@pathwise/ui';
import { ArrivalNote } from './arrival-note';

/**
 * For someone who opened a shared report's link without an account: who shared it and when (the
 * name only while its owner shares their profile), and the way in. A link that opens nothing any
 * more says so before anyone makes an account for it.
 */
export function SharedReportWaiting({ shareId }: { shareId: string }) {
  const valid = SHARE_ID_PATTERN.test(shareId);
  const preview = useGetSharedReportPreviewQuery(shareId, { skip: !valid });
  const minutes = MINUTES_TO_TAKE.signUp;

  if (!valid || (preview.isSuccess && preview.data === null)) {
    return (
      <ArrivalNote title={<Trans>This link doesn&apos;t open a report any more.</Trans>}>
        <p>
          <Trans>
            The person who shared it may have stopped sharing it, or the link may be cut short. Ask
            them to send it again.
          </Trans>
        </p>
      </ArrivalNote>
    );
  }
  const name = preview.data?.ownerName?.trim();
  const day = preview.data ? dayInWords(preview.data.createdAt) : null;
  return (
    <ArrivalNote
      title={
        name ? (
          <Trans>{name} shared their personality report with you.</Trans>
        ) : (
          <Trans>Someone shared their personality report with you.</Trans>
        )
      }
    >
      {day && (
        <p>
          <Trans>It is from a test finished on {day}.</Trans>
        </p>
      )}
      <p>
        <Trans>
          To see it, sign in, or make a free account: it takes about {minutes} minutes. Reports are
          shared only with people who have the link and sign in, and the person who shared it can
          stop sharing at any time.
        </Trans>
      </p>
    </ArrivalNote>
  );
}
