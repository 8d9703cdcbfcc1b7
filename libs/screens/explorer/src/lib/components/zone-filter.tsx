import { JOB_ZONES, type JobZone } from '@pathwise/assessment';
import { cn } from '@pathwise/ui';

type ZoneFilterProps = {
  value: readonly JobZone[];
  onChange: (zones: JobZone[]) => void;
};

/** Short names for the chips; the full ones are in each chip's tooltip. */
const SHORT: Record<JobZone, string> = {
  1: 'Little or none',
  2: 'Some',
  3: 'Medium',
  4: 'Considerable',
  5: 'Extensive',
};

/** Any number of job zones: how much education, experience and training a career usually takes. */
export function ZoneFilter({ value, onChange }: ZoneFilterProps) {
  const toggle = (zone: JobZone, on: boolean) =>
    onChange(on ? [...value, zone].sort((a, b) => a - b) : value.filter((z) => z !== zone));
  return (
    <fieldset>
      <legend className="font-medium">Preparation needed (job zone)</legend>
      <p className="text-sm text-muted-foreground">
        From zone 1, little or none, to zone 5, usually a master’s degree or more. Pick any.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {JOB_ZONES.map((info) => {
          const checked = value.includes(info.zone);
          return (
            <label
              key={info.zone}
              title={`Job zone ${info.zone}: ${info.name}`}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
                checked && 'border-primary bg-primary/10 font-medium',
              )}
            >
              <input
                type="checkbox"
                className="accent-primary"
                checked={checked}
                onChange={(event) => toggle(info.zone, event.target.checked)}
              />
              {`${info.zone} ${SHORT[info.zone]}`}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
