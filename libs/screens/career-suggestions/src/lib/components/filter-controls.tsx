import { useLingui } from '@lingui/react/macro';
import {
  type FigureFilter,
  type FigureSort,
  JOB_ZONES,
  type JobZone,
  RIASEC_ORDER,
  type RiasecArea,
  isJobZone,
  isRiasecArea,
} from '@pathwise/assessment';
import { areaName, zoneName, zoneOption } from '@pathwise/career-words';
import { FigureFilterChoice, FigureSortChoice } from '@pathwise/career-facts';
import { ChoiceFieldset } from '@pathwise/ui';

export type FilterChoice = FigureFilter & { zones: JobZone[]; areas: RiasecArea[] };

/** The filters and the list's order: everything the controls set. */
export type ListChoice = FilterChoice & { sort: FigureSort | null };

/** How many filters (and a chosen order) are on, said on the phone's "Filters" button. */
export const settings = (choice: ListChoice) =>
  [
    choice.zones.length > 0,
    choice.areas.length > 0,
    choice.minPay !== null,
    choice.growth !== null,
    choice.sort !== null,
  ].filter(Boolean).length;

/** Whether any filter (not the order) is on. */
export const isNarrowed = (choice: FilterChoice) => settings({ ...choice, sort: null }) > 0;

/** Every filter off, in the order chosen. */
export const cleared = (choice: ListChoice): ListChoice => ({
  ...choice,
  zones: [],
  areas: [],
  minPay: null,
  growth: null,
});

/** The zones and areas to tick, in the language of the moment (read while rendering). */
const zoneOptions = () =>
  JOB_ZONES.map(({ zone }) => ({
    value: String(zone),
    label: zoneName(zone),
    description: zoneOption(zone),
  }));

const areaOptions = () => RIASEC_ORDER.map((area) => ({ value: area, label: areaName(area) }));

/**
 * Preparation (job zone), kind of work (interest area), pay and growth, and the order: the one set
 * of controls, beside the list on a wide screen and in the filter sheet on a phone. No box ticked
 * means any.
 */
export function FilterControls({
  value,
  onChange,
}: {
  value: ListChoice;
  onChange: (next: ListChoice) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <FigureSortChoice
        value={value.sort}
        onChange={(sort) => onChange({ ...value, sort })}
        defaultLabel={t`Highest fit first`}
      />
      <ChoiceFieldset
        type="checkbox"
        legend={t`Preparation needed`}
        hint={t`O*NET's job zones, from 1 (little) to 5 (a lot). Tick none to see every zone.`}
        options={zoneOptions()}
        value={value.zones.map(String)}
        onChange={(zones) => onChange({ ...value, zones: zones.map(Number).filter(isJobZone) })}
      />
      <ChoiceFieldset
        type="checkbox"
        layout="inline"
        legend={t`Kind of work`}
        hint={t`Careers that lean toward any area you tick. Tick none to see every kind.`}
        options={areaOptions()}
        value={value.areas}
        onChange={(areas) => onChange({ ...value, areas: areas.filter(isRiasecArea) })}
      />
      <FigureFilterChoice
        legendClassName="font-semibold"
        value={{ minPay: value.minPay, growth: value.growth }}
        onChange={(figures) => onChange({ ...value, ...figures })}
      />
    </div>
  );
}
