import type { CareerDetails } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import type { ComparisonCell as Cell } from './comparison-rows';

/** A compared career's name, linking to its page with where it was compared, so it leads back. */
export function ComparedCareerLink({ career, from }: { career: CareerDetails; from: string }) {
  return (
    <Link
      to={`${careerDetailsHref(career.code)}&from=${encodeURIComponent(from)}`}
      className="underline underline-offset-2"
    >
      {career.title}
    </Link>
  );
}

/** One compared value: a sentence, or a short list. */
export function ComparisonCell({ cell }: { cell: Cell }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <ul className="list-disc space-y-1 ps-4">
      {cell.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
