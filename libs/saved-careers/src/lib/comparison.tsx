import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure } from '@pathwise/api';
import type { CareerDetails } from '@pathwise/contract';
import { formatList } from '@pathwise/i18n';
import { BlsCredit } from '@pathwise/career-facts';
import { ErrorState } from '@pathwise/ui';
import { ComparisonCards } from './comparison-cards';
import { comparisonRows } from './comparison-rows';
import { ComparisonTable } from './comparison-table';
import { useComparedCareers } from './use-compared-careers';

/**
 * The picked careers compared: a table where there is room for its columns (42rem of its own
 * space, whatever the screen), otherwise one card per career with every value labelled. Both
 * are drawn and the space shows one, so nothing waits on measuring.
 */
export function Comparison({
  codes,
  fitLabel,
  from,
  headingLevel,
}: {
  codes: readonly string[];
  fitLabel?: (career: CareerDetails) => string;
  from: string;
  /** The level of the section's heading. */
  headingLevel: 2 | 3;
}) {
  const compared = useComparedCareers(codes);
  const { t } = useLingui();

  if (compared.status === 'loading')
    return (
      <p className="mt-4 text-muted-foreground">
        <Trans>Loading the comparison…</Trans>
      </p>
    );
  if (compared.status === 'error')
    return (
      <ErrorState
        className="mt-4"
        title={t`The comparison didn't load`}
        cause={compared.error === undefined ? undefined : readFailure(compared.error).words}
        message={t`Your saved careers are safe.`}
        onRetry={compared.retry}
      />
    );

  const { careers } = compared;
  const rows = comparisonRows(careers, fitLabel);
  const careerTitles = formatList(careers.map((career) => career.title));
  const label = t`Comparing ${careerTitles}`;
  return (
    <div className="@container mt-4">
      <ComparisonCards
        className="@2xl:hidden"
        careers={careers}
        rows={rows}
        label={label}
        from={from}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
      <ComparisonTable
        className="hidden @2xl:block"
        careers={careers}
        rows={rows}
        caption={label}
        from={from}
      />
      <BlsCredit
        className="mt-2"
        subject={t`Pay, growth and education to start`}
        sources={careers[0]?.sources}
      />
    </div>
  );
}
