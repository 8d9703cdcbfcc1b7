import type { PersonalityReport } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { TraitBadge } from '@pathwise/ui/identity';
import { Link } from 'react-router-dom';
import { traitRows } from '../big-five-view';
import type { Loaded } from '../hooks/use-dashboard-data';
import { DashboardSection, SectionError, SectionLoading, linkClasses } from './dashboard-section';

/** The five broad traits from the latest report, each as a level and a percentile in words. */
export function PersonalitySection({ report }: { report: Loaded<PersonalityReport> }) {
  return (
    <DashboardSection title="Your personality">
      {report.status === 'loading' && (
        <SectionLoading>Loading your personality summary…</SectionLoading>
      )}
      {report.status === 'error' && (
        <SectionError
          message="Your personality summary didn't load. Your report is saved and safe."
          what="your personality summary"
          onRetry={report.retry}
        />
      )}
      {report.status === 'none' && (
        <>
          <p className="selectable mt-2 text-muted-foreground">
            You haven&apos;t finished the personality test yet. It describes you on five broad
            traits and compares you with other people who took it.
          </p>
          <Link to={paths.personalityTest} className={`${linkClasses} mt-3 inline-block`}>
            Take the personality test
          </Link>
        </>
      )}
      {report.status === 'ready' && report.data && <TraitSummary report={report.data} />}
    </DashboardSection>
  );
}

function TraitSummary({ report }: { report: PersonalityReport }) {
  return (
    <>
      <p className="selectable mt-2 text-muted-foreground">
        How you described yourself, compared with {report.normGroup.label}
        {report.normGroup.approximate ? ' (an approximation, as we are missing some details)' : ''}.
        One test is a snapshot: small differences between traits mean little.
      </p>
      <ul aria-label="The five traits" className="mt-3 grid gap-3">
        {traitRows(report.domains).map((trait) => (
          <li key={trait.domain}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold">
                <TraitBadge domain={trait.domain} size="sm" />
                {trait.name}
              </span>
              <span className="rounded-full border border-border bg-accent px-2 py-0.5 text-sm font-medium text-accent-foreground">
                {trait.level}
              </span>
            </div>
            <p className="text-sm">{trait.sentence}</p>
            <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${trait.percentile}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <Link to={paths.personalityReport} className={`${linkClasses} mt-4 inline-block`}>
        Read your full report
      </Link>
    </>
  );
}
