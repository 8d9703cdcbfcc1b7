import {
  type FigureFilter,
  GROWTH_FILTERS,
  GROWTH_FILTER_WORDS,
  type GrowthFilter,
  PAY_FLOORS,
  isPayFloor,
  payFloorText,
} from '@pathwise/assessment';
import { useId } from 'react';
import { SelectField } from '../select-field/select-field';

/**
 * Narrows a career list by BLS figures: a lowest median pay and growth in jobs. Careers without
 * the figure leave the list while a filter is on, and the control says so.
 */
export function FigureFilterChoice({
  value,
  onChange,
  legendClassName = 'font-medium',
}: {
  value: FigureFilter;
  onChange: (filter: FigureFilter) => void;
  /** To match the weight of the form's other legends. */
  legendClassName?: string;
}) {
  const id = useId();
  const on = value.minPay !== null || value.growth !== null;
  return (
    <fieldset aria-describedby={on ? `${id}-note` : undefined}>
      <legend className={legendClassName}>Pay and job growth</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-3">
        <SelectField
          className="mt-2 w-full sm:w-auto"
          label="Median pay"
          emptyLabel="Any pay"
          options={PAY_FLOORS.map((floor) => ({
            value: String(floor),
            label: `At least ${payFloorText(floor)} a year`,
          }))}
          value={value.minPay ?? ''}
          onChange={(event) => {
            const floor = Number(event.target.value);
            onChange({ ...value, minPay: event.target.value && isPayFloor(floor) ? floor : null });
          }}
        />
        <SelectField
          className="mt-2 w-full sm:w-auto"
          label="Job growth, 2024–34"
          emptyLabel="Any outlook"
          options={GROWTH_FILTERS.map((growth) => ({
            value: growth,
            label: GROWTH_FILTER_WORDS[growth],
          }))}
          value={value.growth ?? ''}
          onChange={(event) =>
            onChange({ ...value, growth: (event.target.value || null) as GrowthFilter | null })
          }
        />
      </div>
      {on && (
        <p id={`${id}-note`} className="mt-1 text-sm text-muted-foreground">
          From BLS figures. Careers BLS has no figure for are left out while this is on.
        </p>
      )}
    </fieldset>
  );
}
