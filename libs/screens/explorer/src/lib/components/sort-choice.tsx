import type { FigureSort } from '@pathwise/assessment';
import { useId } from 'react';
import { SORT_WORDS } from '../career-labels';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Best match (or A to Z), or by BLS figures: highest median pay or fastest growth first. */
export function SortChoice({
  value,
  onChange,
}: {
  value: FigureSort | null;
  onChange: (sort: FigureSort | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        Order
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as FigureSort | null)}
        className="mt-2 block w-full rounded-lg border border-border bg-background px-3 py-2 sm:w-auto"
      >
        <option value="">Best match (A to Z without a search)</option>
        {(Object.keys(SORT_WORDS) as FigureSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {capitalise(SORT_WORDS[sort])}
          </option>
        ))}
      </select>
      {value && (
        <p className="mt-1 text-sm text-muted-foreground">
          Careers without {value === 'pay' ? 'pay' : 'outlook'} figures from BLS come last.
        </p>
      )}
    </div>
  );
}
