import { JOB_ZONES, type JobZone, isJobZone } from '@pathwise/assessment';
import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChoiceFieldset } from '@pathwise/ui';

type ZoneFilterProps = {
  value: readonly JobZone[];
  onChange: (zones: JobZone[]) => void;
};

/** Short names for the chips; the hint says what the ends of the scale mean. */
const SHORT: Record<JobZone, MessageDescriptor> = {
  1: msg`1 Little or none`,
  2: msg`2 Some`,
  3: msg`3 Medium`,
  4: msg`4 Considerable`,
  5: msg`5 Extensive`,
};

/** Any number of job zones: how much education, experience and training a career usually takes. */
export function ZoneFilter({ value, onChange }: ZoneFilterProps) {
  const { t, i18n } = useLingui();
  const options = JOB_ZONES.map((info) => ({
    value: String(info.zone),
    label: i18n._(SHORT[info.zone]),
  }));
  return (
    <ChoiceFieldset
      type="checkbox"
      layout="inline"
      legend={t`Preparation needed (job zone)`}
      hint={t`From zone 1, little or none, to zone 5, usually a master’s degree or more. Pick any.`}
      options={options}
      value={value.map(String)}
      onChange={(zones) => onChange(zones.map(Number).filter(isJobZone))}
    />
  );
}
