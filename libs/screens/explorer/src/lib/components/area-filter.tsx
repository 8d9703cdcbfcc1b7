import { RIASEC_AREAS, type RiasecArea } from '@pathwise/assessment';
import { cn } from '@pathwise/ui';

type AreaFilterProps = {
  value: RiasecArea | null;
  onChange: (area: RiasecArea | null) => void;
};

const options = [
  { value: null, label: 'Any' },
  ...RIASEC_AREAS.map((info) => ({ value: info.area, label: info.name })),
];

/** One interest area at most: the careers whose strongest interest it is. */
export function AreaFilter({ value, onChange }: AreaFilterProps) {
  return (
    <fieldset>
      <legend className="font-medium">Strongest interest area</legend>
      <p className="text-sm text-muted-foreground">
        Holland’s six kinds of work; each career is listed under the one that fits it best.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.label}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
              option.value === value && 'border-primary bg-primary/10 font-medium',
            )}
          >
            <input
              type="radio"
              name="explorer-area"
              className="accent-primary"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
