import { Trans } from '@lingui/react/macro';
import { cn } from '@pathwise/ui';
import { memo, useId, useState } from 'react';
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
  const headingId = useId();
  const [choice, setChoice] = useState<ExplorerChoice>(filters);
  const [chosenFrom, setChosenFrom] = useState(filters);
  if (filters !== chosenFrom) {
    setChosenFrom(filters);
    setChoice(filters);
  }
  return (
    <section aria-labelledby={headingId} className={cn('space-y-4', className)}>
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Filters and order</Trans>
      </h2>
      <FilterControls
        value={choice}
        onChange={(patch) => {
          setChoice((current) => ({ ...current, ...patch }));
          onFilter(patch);
        }}
      />
    </section>
  );
});
