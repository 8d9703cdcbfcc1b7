import { JOB_ZONES, type JobZone, isJobZone } from '@pathwise/assessment';
import { ChoiceFieldset } from '@pathwise/ui';

type ZoneFilterProps = {
  value: readonly JobZone[];
  onChange: (zones: JobZone[]) => void;
};

/** Short names for the chips; the hint says what the ends of the scale mean. */
const SHORT: Record<JobZone, string> = {
  1: 'Little or none',
  2: 'Some',
  3: 'Medium',
  4: 'Considerable',
  5: 'Extensive',
};

const options = JOB_ZONES.map((info) => ({
  value: String(info.zone),
  label: `${info.zone} ${SHORT[info.zone]}`,
}));

/** Any number of job zones: how much education, experience and training a career usually takes. */
export function ZoneFilter({ value, onChange }: ZoneFilterProps) {
  return (
    <ChoiceFieldset
      type="checkbox"
      layout="inline"
      legend="Preparation needed (job zone)"
      hint="From zone 1, little or none, to zone 5, usually a master’s degree or more. Pick any."
      options={options}
      value={value.map(String)}
      onChange={(zones) => onChange(zones.map(Number).filter(isJobZone))}
    />
  );
}
