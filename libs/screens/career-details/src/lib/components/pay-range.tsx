import { type PayBasis, formatPay } from '@pathwise/assessment';
import type { PayFigures } from '@pathwise/contract';

const percent = (value: number, top: number) => `${Math.min(100, (value / top) * 100)}%`;

/**
 * Where pay falls: the middle half (25th–75th percentile) as a solid band within the range most
 * earn (10th–90th), the median marked, and all occupations' median for comparison. Drawn for
 * sighted readers; the text beside it says the same.
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
  const { p10, p25, median, p75, p90 } = figures;
  if (median === null) return null;
  const top = Math.max(p90 ?? median, allMedian ?? 0, median) * 1.08;
  const low = p10 ?? p25 ?? median;
  const high = p90 ?? p75 ?? median;
  return (
    <div aria-hidden="true" className="mt-4">
      <div className="relative h-10">
        <div className="absolute inset-x-0 top-4 h-2 rounded-full bg-muted" />
        <div
          className="absolute top-4 h-2 rounded-full bg-primary/30"
          style={{
            left: percent(low, top),
            width: `calc(${percent(high, top)} - ${percent(low, top)})`,
          }}
        />
        {p25 !== null && p75 !== null && (
          <div
            className="absolute top-3 h-4 rounded bg-primary/70"
            style={{
              left: percent(p25, top),
              width: `calc(${percent(p75, top)} - ${percent(p25, top)})`,
            }}
          />
        )}
        <div
          className="absolute top-1 h-8 w-1 -translate-x-1/2 rounded bg-primary"
          style={{ left: percent(median, top) }}
        />
        {basis === 'annual' && allMedian !== null && (
          <div
            className="absolute top-2 h-6 w-0.5 -translate-x-1/2 bg-foreground/60"
            style={{ left: percent(allMedian, top) }}
          />
        )}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>{formatPay(low, basis)}</span>
        <span>{formatPay(high, basis)}</span>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        Thick band: the middle half. Tall mark: the median.
        {basis === 'annual' && allMedian !== null && ' Thin line: the median of all jobs.'}
      </p>
    </div>
  );
}
