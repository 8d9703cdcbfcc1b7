import { FIGURE_SORTS, FIGURE_SORT_WORDS, type FigureSort, capitalise } from '@pathwise/assessment';
import { SelectField } from '../select-field/select-field';

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
  return (
    <SelectField
      label="Order"
      emptyLabel={defaultLabel}
      options={FIGURE_SORTS.map((sort) => ({
        value: sort,
        label: capitalise(FIGURE_SORT_WORDS[sort]),
      }))}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as FigureSort | null)}
      hint={
        value &&
        `Careers without ${value === 'pay' ? 'pay' : 'outlook'} figures from BLS come last.`
      }
    />
  );
}
