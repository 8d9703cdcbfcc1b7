import { Trans } from '@lingui/react/macro';
import { useGetPersonalityReportQuery } from '@pathwise/api';
import { selectSessionStatus } from '@pathwise/auth';
import type { CareerDetails } from '@pathwise/contract';
import { useAppSelector } from '@pathwise/store';
import { Heading } from '@pathwise/ui';
import { type PersonalityLink, personalityLinks } from '../personality-links';

function LinkText({ link }: { link: PersonalityLink }) {
  const { style, facet, because, yours } = link;
  return link.reversed ? (
    <Trans>
      <span className="font-medium">{style}</span> stands out in this job. It is closest to {facet}{' '}
      in your report: both are about {because}, and there a lower score goes with it. Yours is{' '}
      {yours}.
    </Trans>
  ) : (
    <Trans>
      <span className="font-medium">{style}</span> stands out in this job. It is closest to {facet}{' '}
      in your report: both are about {because}. Yours is {yours}.
    </Trans>
  );
}

/**
 * For someone with a personality report: the job's most distinctive work styles beside the facet
 * of their report each relates to, said as a link between similar tendencies, not a verdict.
 */
export function PersonalityNote({ styles }: { styles: CareerDetails['workStyles'] }) {
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const report = useGetPersonalityReportQuery(undefined, { skip: !signedIn });
  if (!report.data) return null;
  const links = personalityLinks(styles, report.data);
  if (links.length === 0) return null;
  return (
    <div className="mt-5 rounded-lg bg-muted px-4 py-3">
      <Heading size="base">
        <Trans>Beside your personality report</Trans>
      </Heading>
      <ul className="mt-2 space-y-2">
        {links.map((link) => (
          <li key={link.style}>
            <LinkText link={link} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted-foreground">
        <Trans>
          These links compare two descriptions of similar behaviour. They don&apos;t predict how you
          would do the job: people with every kind of score do it well.
        </Trans>
      </p>
    </div>
  );
}
