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
import { Select } from '../select/select';

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
        <div className="w-full sm:w-auto">
          <label htmlFor={`${id}-pay`} className="mt-2 block text-sm">
            Median pay
          </label>
          <Select
            id={`${id}-pay`}
            value={value.minPay ?? ''}
            onChange={(event) => {
              const floor = Number(event.target.value);
              onChange({
                ...value,
                minPay: event.target.value && isPayFloor(floor) ? floor : null,
              });
            }}
          >
            <option value="">Any pay</option>
            {PAY_FLOORS.map((floor) => (
              <option key={floor} value={floor}>
                At least {payFloorText(floor)} a year
              </option>
            ))}
          </Select>
        </div>
        <div className="w-full sm:w-auto">
          <label htmlFor={`${id}-growth`} className="mt-2 block text-sm">
            Job growth, 2024–34
          </label>
          <Select
            id={`${id}-growth`}
            value={value.growth ?? ''}
            onChange={(event) =>
              onChange({ ...value, growth: (event.target.value || null) as GrowthFilter | null })
            }
          >
            <option value="">Any outlook</option>
            {GROWTH_FILTERS.map((growth) => (
              <option key={growth} value={growth}>
                {GROWTH_FILTER_WORDS[growth]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {on && (
        <p id={`${id}-note`} className="mt-1 text-sm text-muted-foreground">
          From BLS figures. Careers BLS has no figure for are left out while this is on.
        </p>
      )}
    </fieldset>
  );
}
