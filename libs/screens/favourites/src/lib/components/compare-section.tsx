import type { CareerDetails } from '@pathwise/contract';
import { COMPARE_LIMIT, pickedStatus } from '../compare-selection';
import { ComparisonTable } from './comparison-table';

/** Where the picked careers are compared; the table appears once two are picked. */
export function CompareSection({
  picked,
  fitLabel,
}: {
  picked: readonly string[];
  fitLabel: (career: CareerDetails) => string;
}) {
  return (
    <section aria-labelledby="compare-heading" className="mt-12">
      <h2 id="compare-heading" className="text-xl font-semibold">
        Compare side by side
      </h2>
      <p className="mt-1 text-muted-foreground">
        Tick &ldquo;Compare&rdquo; on two or three of your saved careers to see them next to each
        other. Up to {COMPARE_LIMIT} at a time, so every column stays readable; on a phone, swipe
        the table sideways to see them all.
      </p>
      <p role="status" className="mt-2 font-medium">
        {pickedStatus(picked.length)}
      </p>
      {picked.length >= 2 && <ComparisonTable codes={picked} fitLabel={fitLabel} />}
    </section>
  );
}
