import { useLingui } from '@lingui/react/macro';
import type { PayBasis } from '@pathwise/assessment';
import { payAmount, payText } from '@pathwise/career-words';
import type { PayFigures } from '@pathwise/contract';

/**
 * One scale for every career, so charts can be compared from page to page: $0 to $250,000 a year,
 * or $0 to $120 an hour. Higher figures sit at the right end.
 */
const SCALE_TOP: Record<PayBasis, number> = { annual: 250_000, hourly: 120 };

const at = (value: number, basis: PayBasis) => Math.min(100, (value / SCALE_TOP[basis]) * 100);
/** A label centred on its point, kept inside the chart. */
const labelAt = (value: number, basis: PayBasis) =>
  `${Math.min(88, Math.max(12, at(value, basis)))}%`;

/**
 * Where pay falls: the middle half (25th–75th percentile) as a thick band within the range most
 * earn (10th–90th), the median as a tall mark, all jobs' median as a thin line. Drawn for sighted
 * readers; the text beside it says the same.
 */
export function PayRange({
  figures,
  basis,
  allMedian,
}: {
  figures: PayFigures;
  basis: PayBasis;
  allMedian: number | null;
}) {
  const { t } = useLingui();
  const { p10, p25, median, p75, p90 } = figures;
  if (median === null) return null;
  const low = p10 ?? p25 ?? median;
  const high = p90 ?? p75 ?? median;
  const span = (from: number, to: number) => ({
    insetInlineStart: `${at(from, basis)}%`,
    width: `${Math.max(0.5, at(to, basis) - at(from, basis))}%`,
  });
  const from = payAmount(0, basis);
  const to = payText(SCALE_TOP[basis], basis);
  const key = [
    t`Pale band: the range most earn (10th to 90th percentile). Thick band: the middle half. Tall mark: the median.`,
    allMedian !== null ? t`Thin line: the median of all jobs.` : null,
    high > SCALE_TOP[basis]
      ? t`The scale runs from ${from} to ${to}, the same on every career; pay above that is drawn at its top end.`
      : t`The scale runs from ${from} to ${to}, the same on every career.`,
  ];
  return (
    <div aria-hidden="true" className="mt-4">
      <div className="relative h-10">
        <div className="absolute inset-x-0 top-4 h-2 rounded-full bg-muted" />
        <div className="absolute top-4 h-2 rounded-full bg-primary/30" style={span(low, high)} />
        {p25 !== null && p75 !== null && (
          <div className="absolute top-3 h-4 rounded bg-primary/60" style={span(p25, p75)} />
        )}
        <div
          className="absolute top-0.5 h-9 w-1.5 -translate-x-1/2 rtl:translate-x-1/2 rounded border border-surface bg-foreground"
          style={{ insetInlineStart: `${at(median, basis)}%` }}
        />
        {allMedian !== null && (
          <div
            className="absolute top-2 h-6 w-0.5 -translate-x-1/2 rtl:translate-x-1/2 bg-muted-foreground"
            style={{ insetInlineStart: `${at(allMedian, basis)}%` }}
          />
        )}
      </div>
      <div className="relative h-4 text-xs text-muted-foreground tabular-nums">
        <span
          className="absolute -translate-x-1/2 rtl:translate-x-1/2"
          style={{ insetInlineStart: labelAt(low, basis) }}
        >
          {payAmount(low, basis)}
        </span>
        <span
          className="absolute -translate-x-1/2 rtl:translate-x-1/2"
          style={{ insetInlineStart: labelAt(high, basis) }}
        >
          {payAmount(high, basis)}
        </span>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">{key.filter(Boolean).join(' ')}</p>
    </div>
  );
}
