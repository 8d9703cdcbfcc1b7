import {
  type FigureFilter,
  JOB_ZONES,
  type JobZone,
  RIASEC_AREAS,
  type RiasecArea,
  jobZoneInfo,
} from '@pathwise/assessment';
import { Button, FigureFilterChoice, PhoneCollapsible } from '@pathwise/ui';
import { useId } from 'react';

export type FilterChoice = FigureFilter & { zones: JobZone[]; areas: RiasecArea[] };

/** How many filters are on, for the phone's "Show filters" button. */
const settings = (choice: FilterChoice) =>
  [
    choice.zones.length > 0,
    choice.areas.length > 0,
    choice.minPay !== null,
    choice.growth !== null,
  ].filter(Boolean).length;

/** Whether any filter is on. */
export const isNarrowed = (choice: FilterChoice) => settings(choice) > 0;

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((entry) => entry !== item);

const boxClass = 'mt-1 size-4 shrink-0 accent-primary';

/**
 * Preparation (job zone), kind of work (interest area), and pay and growth; no box ticked means
 * any.
 */
export function FiltersPanel({
  choice,
  why,
  onChange,
  onClear,
}: {
  choice: FilterChoice;
  /** Why the zones ticked by default are ticked, while they are; null otherwise. */
  why: string | null;
  onChange: (next: FilterChoice) => void;
  onClear: () => void;
}) {
  const id = useId();
  const filtered = isNarrowed(choice);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Filters
      </h2>
      {why && (
        <div className="space-y-2 rounded-lg bg-muted p-3 text-sm">
          <p>{why}</p>
          <Button variant="secondary" size="sm" onClick={() => onChange({ ...choice, zones: [] })}>
            Show every zone
          </Button>
        </div>
      )}
      <PhoneCollapsible label="filters" on={settings(choice)} from="md" className="space-y-6">
        <fieldset className="space-y-2">
          <legend className="font-semibold">Preparation needed</legend>
          <p className="text-sm text-muted-foreground">
            O*NET&apos;s job zones, from 1 (little) to 5 (a lot). Tick none to see every zone.
          </p>
          {JOB_ZONES.map(({ zone, name }) => (
            <div key={zone} className="flex gap-2">
              <input
                id={`${id}-zone-${zone}`}
                type="checkbox"
                className={boxClass}
                checked={choice.zones.includes(zone)}
                aria-describedby={`${id}-zone-${zone}-hint`}
                onChange={(event) =>
                  onChange({ ...choice, zones: toggled(choice.zones, zone, event.target.checked) })
                }
              />
              <div>
                <label htmlFor={`${id}-zone-${zone}`}>{name}</label>
                <p id={`${id}-zone-${zone}-hint`} className="text-sm text-muted-foreground">
                  Zone {zone}: {jobZoneInfo(zone).education}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-semibold">Kind of work</legend>
          <p className="text-sm text-muted-foreground">
            Careers that lean toward any area you tick. Tick none to see every kind.
          </p>
          {RIASEC_AREAS.map(({ area, name }) => (
            <div key={area} className="flex gap-2">
              <input
                id={`${id}-area-${area}`}
                type="checkbox"
                className={boxClass}
                checked={choice.areas.includes(area)}
                onChange={(event) =>
                  onChange({ ...choice, areas: toggled(choice.areas, area, event.target.checked) })
                }
              />
              <label htmlFor={`${id}-area-${area}`}>{name}</label>
            </div>
          ))}
        </fieldset>
        <FigureFilterChoice
          legendClassName="font-semibold"
          value={{ minPay: choice.minPay, growth: choice.growth }}
          onChange={(figures) => onChange({ ...choice, ...figures })}
        />
        <Button variant="secondary" size="sm" disabled={!filtered} onClick={onClear}>
          Clear filters
        </Button>
      </PhoneCollapsible>
    </section>
  );
}
