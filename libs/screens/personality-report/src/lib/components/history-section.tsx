import { TitledSection } from '@pathwise/ui';
import { useGetPersonalityReportHistoryQuery } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import { domainName, inventoryOrder, levelWord, reportDate } from '../report-view';

/** Reports from earlier tests: kept when someone retakes, so they can see how they've changed. */
export function HistorySection({ currentId }: { currentId: string }) {
  const { data } = useGetPersonalityReportHistoryQuery();
  const earlier = data?.items.filter((item) => item.id !== currentId) ?? [];
  if (!earlier.length) return null;
  return (
    <TitledSection title="Your earlier reports" className="mt-10 print:hidden">
      <p className="mt-2 text-muted-foreground">
        Scores shift a little from one sitting to the next, and more over the years. Comparing takes
        shows what stays steady.
      </p>
      <ul className="mt-4 space-y-3">
        {earlier.map((item) => (
          <li key={item.id} className="rounded-xl border border-border p-4">
            <Link
              to={`${paths.personalityReport}?report=${encodeURIComponent(item.id)}`}
              className="font-medium underline underline-offset-2"
            >
              Report from {reportDate(item.createdAt) || 'an earlier test'}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">
              {inventoryOrder(item.domains)
                .map((domain) => `${domainName(domain.domain)}: ${levelWord(domain.level)}`)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
