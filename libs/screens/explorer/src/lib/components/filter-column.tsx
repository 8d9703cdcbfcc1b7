import { Trans } from '@lingui/react/macro';
import { cn, TitledSection } from '@pathwise/ui';
import { memo, useState } from 'react';
import type { ExplorerChoice } from '../explorer-params';
import { FilterControls, type FilterPlaceProps } from './filter-controls';

/**
 * The filters beside the list on a wide screen, applied as they change. A choice shows at once from
 * the column's own state, while the address and the list follow in the background; the column
 * redraws only when they change.
 */
export const FilterColumn = memo(function FilterColumn({
  filters,
  onFilter,
  className,
}: FilterPlaceProps) {
  const [choice, setChoice] = useState<ExplorerChoice>(filters);
  const [chosenFrom, setChosenFrom] = useState(filters);
  if (filters !== chosenFrom) {
    setChosenFrom(filters);
    setChoice(filters);
  }
  return (
    <TitledSection
      title={<Trans>Filters and order</Trans>}
      size="md"
      className={cn('space-y-4', className)}
    >
      <FilterControls
        value={choice}
        onChange={(patch) => {
          setChoice((current) => ({ ...current, ...patch }));
          onFilter(patch);
        }}
      />
    </TitledSection>
  );
});
