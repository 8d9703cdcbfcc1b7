import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FigureFilter, GROWTH_FILTERS, type GrowthFilter } from '@pathwise/assessment';
import { useId } from 'react';
import { SelectField } from '@pathwise/ui';
import { PayFloorField } from './pay-floor-field';

/** Each growth the list can be narrowed to, as the control offers it. */
const GROWTH_LABELS: Record<GrowthFilter, MessageDescriptor> = {
  growing: msg`Growing: more jobs expected`,
  faster: msg`Growing faster than average`,
};

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
  const { t, i18n } = useLingui();
  const id = useId();
  const on = value.minPay !== null || value.growth !== null;
  return (
    <fieldset aria-describedby={on ? `${id}-note` : undefined}>
      <legend className={legendClassName}>
        <Trans>Pay and job growth</Trans>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-3">
        <PayFloorField value={value.minPay} onChange={(minPay) => onChange({ ...value, minPay })} />
        <SelectField
          className="mt-2 w-full sm:w-auto"
          label={t`Job growth, 2024–34`}
          emptyLabel={t`Any outlook`}
          options={GROWTH_FILTERS.map((growth) => ({
            value: growth,
            label: i18n._(GROWTH_LABELS[growth]),
          }))}
          value={value.growth ?? ''}
          onChange={(event) =>
            onChange({ ...value, growth: (event.target.value || null) as GrowthFilter | null })
          }
        />
      </div>
      {on && (
        <p id={`${id}-note`} className="mt-1 text-sm text-muted-foreground">
          <Trans>
            From BLS figures. Careers BLS has no figure for are left out while this is on.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}
