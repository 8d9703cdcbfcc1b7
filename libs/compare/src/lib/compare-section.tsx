import type { CareerDetails } from '@pathwise/contract';
import { COMPARE_LIMIT, pickedStatus } from './compare-selection';
import { Comparison } from './comparison';
import { useId } from 'react';

/** Where the picked careers are compared, once two are picked. */
export function CompareSection({
  picked,
  fitLabel,
  headingLevel = 2,
  from,
}: {
  picked: readonly string[];
  /** Adds a first row saying how well each career fits the person. */
  fitLabel?: (career: CareerDetails) => string;
  headingLevel?: 2 | 3;
  /** The page the career links come from, so the career page leads back. */
  from: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={headingLevel === 2 ? 'mt-12' : 'mt-6'}>
      <Heading id={headingId} className="text-xl font-semibold">
        Compare careers
      </Heading>
      <p className="mt-1 text-muted-foreground">
        Tick &ldquo;Compare&rdquo; on two or three of your saved careers to see them together. Up to{' '}
        {COMPARE_LIMIT} at a time, so every one stays readable: side by side where there is room,
        one under another on a phone, with every figure labelled.
      </p>
      <p role="status" className="mt-2 font-medium">
        {pickedStatus(picked.length)}
      </p>
      {picked.length >= 2 && (
        <Comparison codes={picked} fitLabel={fitLabel} from={from} headingLevel={headingLevel} />
      )}
    </section>
  );
}
