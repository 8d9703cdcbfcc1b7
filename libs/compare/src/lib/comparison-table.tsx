import type { CareerDetails } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { BlsCredit, ErrorState } from '@pathwise/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { type ComparisonCell, comparisonRows } from './comparison-rows';
import { useComparedCareers } from './use-compared-careers';
import { joinWords } from './words';

function Cell({ cell }: { cell: ComparisonCell }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <ul className="list-disc space-y-1 pl-4">
      {cell.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The picked careers in columns, one row per thing worth comparing; scrolls sideways on a phone. */
export function ComparisonTable({
  codes,
  fitLabel,
  from,
}: {
  codes: readonly string[];
  fitLabel?: (career: CareerDetails) => string;
  from: string;
}) {
  const captionId = useId();
  const compared = useComparedCareers(codes);

  if (compared.status === 'loading')
    return <p className="mt-4 text-muted-foreground">Loading the comparison…</p>;
  if (compared.status === 'error')
    return (
      <ErrorState
        className="mt-4"
        title="The comparison didn't load"
        error={compared.error}
        message="Your saved careers are safe."
        onRetry={compared.retry}
      />
    );

  const { careers } = compared;
  const rows = comparisonRows(careers, fitLabel);
  return (
    <>
      <p className="mt-4 text-sm text-muted-foreground sm:hidden">
        Swipe the table sideways to see every career.
      </p>
      {/* Focusable so keyboard users can scroll it sideways; named by its caption. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl sm:mt-4 border border-border focus-visible:outline-2 focus-visible:outline-primary"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left align-top">
          <caption id={captionId} className="px-4 py-3 text-left font-medium">
            Comparing {joinWords(careers.map((career) => career.title))}
          </caption>
          <thead>
            <tr className="border-b border-border bg-muted/50">
              <td className="sticky left-0 w-40 bg-muted" />
              {careers.map((career) => (
                <th key={career.code} scope="col" className="px-4 py-3 align-bottom font-semibold">
                  <Link
                    to={`${careerDetailsHref(career.code)}&from=${encodeURIComponent(from)}`}
                    className="underline underline-offset-2"
                  >
                    {career.title}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.header} className="border-b border-border last:border-b-0">
                <th
                  scope="row"
                  className="sticky left-0 w-40 bg-surface px-4 py-3 align-top font-medium"
                >
                  {row.header}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={careers[index]?.code} className="px-4 py-3 align-top text-sm">
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BlsCredit
        className="mt-2"
        subject="Pay, growth and education to start"
        sources={careers[0]?.sources}
      />
    </>
  );
}
