import { Trans, useLingui } from '@lingui/react/macro';
import { TitledSection } from '@pathwise/ui';
import { useGetPersonalityReportHistoryQuery } from '@pathwise/api';
import { levelWord } from '@pathwise/career-words';
import { paths } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import { domainName, inventoryOrder, reportDate } from '../report-view';

/** Reports from earlier tests: kept when someone retakes, so they can see how they've changed. */
export function HistorySection({ currentId }: { currentId: string }) {
  const { data } = useGetPersonalityReportHistoryQuery();
  const { t } = useLingui();
  const earlier = data?.items.filter((item) => item.id !== currentId) ?? [];
  if (!earlier.length) return null;
  return (
    <TitledSection title={t`Your earlier reports`} className="mt-10 print:hidden">
      <p className="mt-2 text-muted-foreground">
        <Trans>
          Scores shift a little from one sitting to the next, and more over the years. Comparing
          takes shows what stays steady.
        </Trans>
      </p>
      <ul className="mt-4 space-y-3">
        {earlier.map((item) => {
          const day = reportDate(item.createdAt);
          return (
            <li key={item.id} className="rounded-xl border border-border p-4">
              <Link
                to={`${paths.personalityReport}?report=${encodeURIComponent(item.id)}`}
                className="font-medium underline underline-offset-2"
              >
                {day ? (
                  <Trans>Report from {day}</Trans>
                ) : (
                  <Trans>Report from an earlier test</Trans>
                )}
              </Link>
              <p className="mt-1 text-sm text-muted-foreground">
                {inventoryOrder(item.domains)
                  .map((domain) => {
                    const trait = domainName(domain.domain);
                    const level = levelWord(domain.level, 'level');
                    return t({
                      message: `${trait}: ${level}`,
                      comment:
                        'A trait and its level in a list of earlier reports: "Extraversion: high"',
                    });
                  })
                  .join(' · ')}
              </p>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
