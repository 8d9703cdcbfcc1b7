import { useLingui } from '@lingui/react/macro';
import { FigureFilterChoice, FigureSortChoice } from '@pathwise/career-facts';
import type { ExplorerChoice, ExplorerFilters } from '../explorer-params';
import { AreaFilter } from './area-filter';
import { ZoneFilter } from './zone-filter';

/** Where the controls are placed: the column or the sheet, each given the same. */
export type FilterPlaceProps = {
  filters: ExplorerFilters;
  onFilter: (patch: Partial<ExplorerChoice>) => void;
  className?: string;
};

/**
 * The explorer's filters and order: the one set of controls, shown beside the list on a wide screen
 * and in the filter sheet on a phone.
 */
export function FilterControls({
  value,
  onChange,
}: {
  value: ExplorerChoice;
  onChange: (patch: Partial<ExplorerChoice>) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <AreaFilter value={value.area} onChange={(area) => onChange({ area })} />
      <ZoneFilter value={value.zones} onChange={(zones) => onChange({ zones })} />
      <FigureFilterChoice
        legendClassName="font-semibold"
        value={{ minPay: value.minPay, growth: value.growth }}
        onChange={(figures) => onChange(figures)}
      />
      <FigureSortChoice
        value={value.sort}
        onChange={(sort) => onChange({ sort })}
        defaultLabel={t`Best match, or A to Z`}
      />
    </div>
  );
}
