import { RIASEC_ORDER, type RiasecArea, isRiasecArea } from '@pathwise/assessment';
import { useLingui } from '@lingui/react/macro';
import { ChoiceFieldset } from '@pathwise/ui';
import { areaName } from '@pathwise/career-words';

type AreaFilterProps = {
  value: RiasecArea | null;
  onChange: (area: RiasecArea | null) => void;
};

/** One interest area at most: the careers whose strongest interest it is. */
export function AreaFilter({ value, onChange }: AreaFilterProps) {
  const { t } = useLingui();
  const options = RIASEC_ORDER.map((area) => ({ value: area, label: areaName(area) }));
  return (
    <ChoiceFieldset
      type="radio"
      layout="inline"
      legend={t`Strongest interest area`}
      hint={t`Holland’s six kinds of work; each career is listed under the one that fits it best.`}
      noAnswerLabel={t`Any`}
      options={options}
      value={value ?? ''}
      onChange={(area) => onChange(isRiasecArea(area) ? area : null)}
    />
  );
}
