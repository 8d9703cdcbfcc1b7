import { Trans, useLingui } from '@lingui/react/macro';
import { normGroupWords } from '@pathwise/career-words';
import type { PersonalityReport } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { TraitBadge } from '@pathwise/ui/identity';
import { Link } from 'react-router-dom';
import { traitRows } from '../big-five-view';
import type { Loaded } from '../hooks/use-dashboard-data';
import { DashboardSection, SectionError, SectionLoading, linkClasses } from './dashboard-section';

/** The five broad traits from the latest report, each as a level and a percentile in words. */
export function PersonalitySection({ report }: { report: Loaded<PersonalityReport> }) {
  const { t } = useLingui();
  return (
    <DashboardSection title={t`Your personality`}>
      {report.status === 'loading' && (
        <SectionLoading>
          <Trans>Loading your personality summary…</Trans>
        </SectionLoading>
      )}
      {report.status === 'error' && (
        <SectionError
          message={t`Your personality summary didn't load. Your report is saved and safe.`}
          what={t`your personality summary`}
          onRetry={report.retry}
        />
      )}
      {report.status === 'none' && (
        <>
          <p className="selectable mt-2 text-muted-foreground">
            <Trans>
              You haven&apos;t finished the personality test yet. It describes you on five broad
              traits and compares you with other people who took it.
            </Trans>
          </p>
          <Link to={paths.personalityTest} className={`${linkClasses} mt-3 inline-block`}>
            <Trans>Take the personality test</Trans>
          </Link>
        </>
      )}
      {report.status === 'ready' && report.data && <TraitSummary report={report.data} />}
    </DashboardSection>
  );
}

function TraitSummary({ report }: { report: PersonalityReport }) {
  const { t } = useLingui();
  const group = normGroupWords(report.normGroup);
  return (
    <>
      <p className="selectable mt-2 text-muted-foreground">
        {report.normGroup.approximate ? (
          <Trans>
            How you described yourself, compared with {group} (an approximation, as we are missing
            some details). One test is a snapshot: small differences between traits mean little.
          </Trans>
        ) : (
          <Trans>
            How you described yourself, compared with {group}. One test is a snapshot: small
            differences between traits mean little.
          </Trans>
        )}
      </p>
      <ul aria-label={t`The five traits`} className="mt-3 grid gap-3">
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
      <Link
        to={paths.personalityReport}
        className={`${linkClasses} mt-4 inline-block print:hidden`}
      >
        <Trans>Read your full report</Trans>
      </Link>
    </>
  );
}
