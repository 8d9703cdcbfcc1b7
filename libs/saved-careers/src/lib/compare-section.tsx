import { Trans } from '@lingui/react/macro';
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
  const limit = COMPARE_LIMIT;
  return (
    <section aria-labelledby={headingId} className={headingLevel === 2 ? 'mt-12' : 'mt-6'}>
      <Heading id={headingId} className="text-xl font-semibold">
        <Trans>Compare careers</Trans>
      </Heading>
      <p className="mt-1 text-muted-foreground">
        <Trans>
          Tick “Compare” on two or three of your saved careers to see them together. Up to {limit}{' '}
          at a time, so every one stays readable: side by side where there is room, one under
          another on a phone, with every figure labelled.
        </Trans>
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
