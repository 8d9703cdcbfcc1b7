import type { CareerDetails } from '@pathwise/contract';
import { cn } from '@pathwise/ui';
import { useId } from 'react';
import { ComparedCareerLink, ComparisonCell } from './comparison-cell';
import type { ComparisonRow } from './comparison-rows';

/** The compared careers in columns, one row per thing worth comparing: for a wide space. */
export function ComparisonTable({
  careers,
  rows,
  caption,
  from,
  className,
}: {
  careers: readonly CareerDetails[];
  rows: readonly ComparisonRow[];
  caption: string;
  from: string;
  className?: string;
}) {
  const captionId = useId();
  return (
    // Focusable, so keyboard users can scroll it sideways should it outgrow its space (zoomed in).
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
    >
      <table className="w-full min-w-[40rem] border-collapse text-start align-top">
        <caption id={captionId} className="px-4 py-3 text-start font-medium">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border bg-muted/50">
            <td className="sticky inset-s-0 w-40 bg-muted" />
            {careers.map((career) => (
              <th key={career.code} scope="col" className="px-4 py-3 align-bottom font-semibold">
                <ComparedCareerLink career={career} from={from} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.header} className="border-b border-border last:border-b-0">
              <th
                scope="row"
                className="sticky inset-s-0 w-40 bg-surface px-4 py-3 align-top font-medium"
              >
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={careers[index]?.code} className="px-4 py-3 align-top text-sm">
                  <ComparisonCell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
