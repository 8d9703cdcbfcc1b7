import { FIGURE_SORTS, FIGURE_SORT_WORDS, type FigureSort, capitalise } from '@pathwise/assessment';
import { useId } from 'react';
import { Select } from '../select/select';

/**
 * The order of a career list: its own (`defaultLabel`), or by BLS figures, highest median pay or
 * fastest growth first. Careers without the figure come last, and the control says so.
 */
export function FigureSortChoice({
  value,
  onChange,
  defaultLabel,
}: {
  value: FigureSort | null;
  onChange: (sort: FigureSort | null) => void;
  defaultLabel: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        Order
      </label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as FigureSort | null)}
      >
        <option value="">{defaultLabel}</option>
        {FIGURE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {capitalise(FIGURE_SORT_WORDS[sort])}
          </option>
        ))}
      </Select>
      {value && (
        <p className="mt-1 text-sm text-muted-foreground">
          Careers without {value === 'pay' ? 'pay' : 'outlook'} figures from BLS come last.
        </p>
      )}
    </div>
  );
}
