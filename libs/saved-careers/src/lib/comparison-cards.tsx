import type { CareerDetails } from '@pathwise/contract';
import { cn } from '@pathwise/ui';
import { useId } from 'react';
import { ComparedCareerLink, ComparisonCell } from './comparison-cell';
import type { ComparisonRow } from './comparison-rows';

/**
 * The compared careers one under another, each with every row's value under its name: for a
 * phone, where columns side by side would be too narrow to read.
 */
export function ComparisonCards({
  careers,
  rows,
  label,
  from,
  headingLevel,
  className,
}: {
  careers: readonly CareerDetails[];
  rows: readonly ComparisonRow[];
  label: string;
  from: string;
  /** The level of each career's name, one below the section's heading. */
  headingLevel: 3 | 4;
  className?: string;
}) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul aria-label={label} className={cn('space-y-4', className)}>
      {careers.map((career, index) => (
        <li key={career.code}>
          <section
            aria-labelledby={`${id}-${index}`}
            className="rounded-xl border border-border p-4"
          >
            <Heading id={`${id}-${index}`} className="font-semibold">
              <ComparedCareerLink career={career} from={from} />
            </Heading>
            <dl className="mt-3 space-y-3">
              {rows.map((row) => (
                <div key={row.header}>
                  <dt className="text-sm font-medium text-muted-foreground">{row.header}</dt>
                  <dd className="mt-0.5 text-sm break-words">
                    <ComparisonCell cell={row.cells[index] ?? ''} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </li>
      ))}
    </ul>
  );
}
