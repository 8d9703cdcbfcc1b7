import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { FIGURE_SORTS, type FigureSort } from '@pathwise/assessment';
import { SelectField } from '@pathwise/ui';

/** Each order by BLS figures, as the control offers it. */
const SORT_LABELS: Record<FigureSort, MessageDescriptor> = {
  pay: msg`Highest median pay first`,
  growth: msg`Fastest growing first`,
};

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
  const { t, i18n } = useLingui();
  return (
    <SelectField
      label={t`Order`}
      emptyLabel={defaultLabel}
      options={FIGURE_SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as FigureSort | null)}
      hint={
        value === 'pay'
          ? t`Careers without pay figures from BLS come last.`
          : value === 'growth'
            ? t`Careers without outlook figures from BLS come last.`
            : null
      }
    />
  );
}
