import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupView } from '@pathwise/contract';
import { formatNumber } from '@pathwise/i18n';
import { careerDetailsHref } from '@pathwise/routes';
import { Card, TitledSection } from '@pathwise/ui';
import { areaName } from '@pathwise/ui/identity';
import { plural } from '@lingui/core/macro';
import { Link } from 'react-router-dom';

/** Progress, interest areas and common careers across the group, from what members share. */
export function GroupSummary({ summary }: { summary: GroupView['summary'] }) {
  const { t } = useLingui();
  const sharing = (count: number) =>
    plural(count, {
      one: 'From the # member who shares it.',
      other: 'From the # members who share it.',
    });
  const members = (count: number) => plural(count, { one: '# member', other: '# members' });
  const cards = formatNumber(summary.finishedCards);
  const test = formatNumber(summary.finishedTest);
  return (
    <TitledSection title={t`The group at a glance`}>
      <div className="mt-4 grid items-start gap-4 md:grid-cols-3">
        <Card>
          <h3 className="font-semibold">
            <Trans>Progress</Trans>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{sharing(summary.sharingProgress)}</p>
          <ul className="mt-3 space-y-1">
            <li>
              <Trans>Finished the card sort: {cards}</Trans>
            </li>
            <li>
              <Trans>Finished the personality test: {test}</Trans>
            </li>
          </ul>
        </Card>
        <Card>
          <h3 className="font-semibold">
            <Trans>Strongest interest area</Trans>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {sharing(summary.sharingInterestCode)}
          </p>
          {summary.strongestAreas.length ? (
            <ul className="mt-3 space-y-1">
              {summary.strongestAreas.map(({ area, members: count }) => (
                <li key={area}>
                  {areaName(area)}: {members(count)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3">
              <Trans>Nothing shared yet.</Trans>
            </p>
          )}
        </Card>
        <Card>
          <h3 className="font-semibold">
            <Trans>Careers most often in members’ top 10</Trans>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{sharing(summary.sharingTopCareers)}</p>
          {summary.commonCareers.length ? (
            <ol className="mt-3 list-decimal space-y-1 ps-5">
              {summary.commonCareers.map((career) => (
                <li key={career.code}>
                  <Link className="underline" to={careerDetailsHref(career.code)}>
                    {career.title}
                  </Link>
                  : {members(career.members)}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3">
              <Trans>Nothing shared yet.</Trans>
            </p>
          )}
        </Card>
      </div>
    </TitledSection>
  );
}
