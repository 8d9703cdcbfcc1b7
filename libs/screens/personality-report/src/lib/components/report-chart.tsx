import { Trans, useLingui } from '@lingui/react/macro';
import type { BigFiveDomain } from '@pathwise/assessment';
import { levelLabel } from '@pathwise/career-words';
import { Card, SelectField, TitledSection } from '@pathwise/ui';
import { Suspense, lazy, useId, useState } from 'react';
import {
  type Perspective,
  type ReportDomain,
  domainName,
  facetName,
  facetOrder,
  inventoryOrder,
  percentileNumber,
} from '../report-view';
import { Disclosure } from './disclosure';
import type { ChartBar } from './percentile-chart';

// recharts is large and only this figure needs it: its own chunk, loaded when the figure renders.
const PercentileChart = lazy(() => import('./percentile-chart'));

type View = 'domains' | BigFiveDomain;

type Row = ChartBar & { level: ReportDomain['level'] };

function rowsFor(domains: readonly ReportDomain[], view: View): Row[] {
  if (view === 'domains') {
    return inventoryOrder(domains).map((domain) => ({
      key: domain.domain,
      name: domainName(domain.domain),
      percentile: percentileNumber(domain.percentile),
      level: domain.level,
    }));
  }
  const domain = domains.find((entry) => entry.domain === view);
  return facetOrder(domain?.facets ?? []).map((facet) => ({
    key: `${view}${facet.facet}`,
    name: facetName(view, facet.facet),
    percentile: percentileNumber(facet.percentile),
    level: facet.level,
  }));
}

/**
 * Percentiles as a bar chart: the five domains, or one domain's six facets. The same numbers are
 * in the figure's description and in a table, for people who can't see the chart.
 */
export function ReportChart({
  domains,
  perspective,
}: {
  domains: readonly ReportDomain[];
  perspective: Perspective;
}) {
  const { t } = useLingui();
  const [view, setView] = useState<View>('domains');
  const captionId = useId();
  const rows = rowsFor(domains, view);
  const trait = view === 'domains' ? null : domainName(view);
  const bars = rows.map((row) => `${row.name} ${row.percentile}`).join(', ');
  const description = trait
    ? t`Bar chart of percentiles for the six facets of ${trait}: ${bars}.`
    : t`Bar chart of percentiles for the five traits: ${bars}.`;

  return (
    // Paper leaves the chart out: the summary above it has the same percentiles, with bars.
    <TitledSection
      title={perspective === 'own' ? t`Your traits in a chart` : t`The traits in a chart`}
      className="mt-10 print:hidden"
    >
      <Card className="mt-4">
        <SelectField
          inline
          className="print:hidden"
          label={t`Show in the chart`}
          options={[
            { value: 'domains', label: t`The five traits` },
            ...inventoryOrder(domains).map((domain) => {
              const name = domainName(domain.domain);
              return { value: domain.domain, label: t`Facets of ${name}` };
            }),
          ]}
          value={view}
          onChange={(event) => setView(event.target.value as View)}
        />
        <figure aria-labelledby={captionId} className="mt-4">
          <div role="img" aria-label={description} className="max-w-2xl">
            <Suspense
              fallback={
                <p className="py-8 text-muted-foreground" role="status">
                  <Trans>Loading the chart…</Trans>
                </p>
              }
            >
              <PercentileChart bars={rows} />
            </Suspense>
          </div>
          <figcaption id={captionId} className="mt-2 text-sm text-muted-foreground">
            {trait ? (
              <Trans>Percentiles for the six facets of {trait}.</Trans>
            ) : (
              <Trans>Percentiles for the five traits.</Trans>
            )}{' '}
            <Trans>
              The dashed line marks the middle: half the comparison group scored below it.
            </Trans>
          </figcaption>
        </figure>
        <Disclosure
          className="mt-3 print:hidden"
          openInPrint={false}
          summary={
            <span className="font-medium">
              <Trans>Show these numbers as a table</Trans>
            </span>
          }
        >
          <table className="w-full max-w-xl text-start">
            <caption className="sr-only">
              {trait ? (
                <Trans>Percentiles for the six facets of {trait}</Trans>
              ) : (
                <Trans>Percentiles for the five traits</Trans>
              )}
            </caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pe-4">
                  {view === 'domains' ? <Trans>Trait</Trans> : <Trans>Facet</Trans>}
                </th>
                <th scope="col" className="py-1 pe-4">
                  <Trans>Level</Trans>
                </th>
                <th scope="col" className="py-1">
                  <Trans>Percentile</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1 pe-4 font-normal">
                    {row.name}
                  </th>
                  <td className="py-1 pe-4">{levelLabel(row.level)}</td>
                  <td className="py-1">{row.percentile}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Disclosure>
      </Card>
    </TitledSection>
  );
}
