import { FilterSheet } from '@pathwise/ui';
import { useState } from 'react';
import { type ExplorerFilters, NO_EXPLORER_FILTERS, filtersOn } from '../explorer-params';
import { useExploreCareers } from '../hooks/use-explore-careers';
import { FilterControls, type FilterPlaceProps } from './filter-controls';

/**
 * The filters on a phone, in a sheet opened from beside the result count. Its choices are a draft,
 * counted as they change (the count's page is the list's first page once applied), and applied
 * together.
 */
export function ExplorerFilterSheet({ filters, onFilter, className }: FilterPlaceProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ExplorerFilters>(filters);
  // Closed, it asks for the list's own filters: the same cached request, nothing more.
  const counted = useExploreCareers(open ? draft : filters);
  const matches = counted.currentData?.pages[0]?.total ?? null;
  return (
    <FilterSheet
      className={className}
      on={filtersOn(filters)}
      matches={matches}
      onOpenChange={(next) => {
        if (next) setDraft(filters);
        setOpen(next);
      }}
      onApply={() => {
        const { q: _q, ...choice } = draft;
        onFilter(choice);
      }}
      onClear={() => setDraft({ ...NO_EXPLORER_FILTERS, q: filters.q })}
    >
      <FilterControls
        value={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      />
    </FilterSheet>
  );
}
