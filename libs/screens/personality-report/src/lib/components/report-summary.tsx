import { Trans, useLingui } from '@lingui/react/macro';
import { percentileOrdinal, percentileSentence } from '@pathwise/career-words';
import { ListenButton } from '@pathwise/speech';
import { Card, TitledSection } from '@pathwise/ui';
import { TraitBadge } from '@pathwise/ui/identity';
import {
  type Perspective,
  type ReportDomain,
  domainName,
  percentileNumber,
  summaryOrder,
} from '../report-view';
import { LevelBadge } from './level-badge';

/** The five domains at a glance, from highest to lowest percentile, with a way to hear them. */
export function ReportSummary({
  domains,
  perspective,
  script,
}: {
  domains: readonly ReportDomain[];
  perspective: Perspective;
  /** The summary as sentences to read aloud, built when the reader asks. */
  script: () => string;
}) {
  const { t } = useLingui();
  return (
    <TitledSection
      title={perspective === 'own' ? t`Your results at a glance` : t`Results at a glance`}
      className="mt-8"
    >
      <p className="mt-1 text-muted-foreground print:break-after-avoid">
        <Trans>The five broad traits, from the highest percentile to the lowest.</Trans>
      </p>
      <ListenButton
        className="mt-3 block print:hidden"
        label={t`Listen to this report`}
        text={script}
      />
      <Card className="mt-4 p-0 print:shadow-none">
        <ol className="divide-y divide-border">
          {summaryOrder(domains).map((domain) => (
            <li key={domain.domain} className="px-5 py-4 print:break-inside-avoid print:py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2 text-lg font-semibold">
                  <TraitBadge domain={domain.domain} size="sm" />
                  {domainName(domain.domain)}
                </span>
                <LevelBadge level={domain.level} />
              </div>
              <p className="mt-1">
                {percentileSentence(domain.percentile)}
                <span className="text-muted-foreground">
                  {' '}
                  ({percentileOrdinal(domain.percentile)})
                </span>
              </p>
              <div
                aria-hidden="true"
                className="mt-2 h-2 overflow-hidden rounded-full bg-muted [print-color-adjust:exact] print:border print:border-black"
              >
                <div
                  className="h-full rounded-full bg-primary print:bg-black"
                  style={{ width: `${percentileNumber(domain.percentile)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </TitledSection>
  );
}
