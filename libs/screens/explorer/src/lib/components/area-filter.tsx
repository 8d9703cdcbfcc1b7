import { RIASEC_AREAS, type RiasecArea, isRiasecArea } from '@pathwise/assessment';
import { ChoiceFieldset } from '@pathwise/ui';

type AreaFilterProps = {
  value: RiasecArea | null;
  onChange: (area: RiasecArea | null) => void;
};

const options = RIASEC_AREAS.map((info) => ({ value: info.area, label: info.name }));

/** One interest area at most: the careers whose strongest interest it is. */
export function AreaFilter({ value, onChange }: AreaFilterProps) {
  return (
    <ChoiceFieldset
      type="radio"
      layout="inline"
      legend="Strongest interest area"
      hint="Holland’s six kinds of work; each career is listed under the one that fits it best."
      noAnswerLabel="Any"
      options={options}
      value={value ?? ''}
      onChange={(area) => onChange(isRiasecArea(area) ? area : null)}
    />
  );
}
