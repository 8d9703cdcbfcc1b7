import type { FigureFilter, FigureSort, JobZone, RiasecArea } from '@pathwise/assessment';
import { FigureFilterChoice, FigureSortChoice, PhoneCollapsible } from '@pathwise/ui';
import { memo, useState } from 'react';
import type { ExplorerFilters } from '../explorer-params';
import { AreaFilter } from './area-filter';
import { SearchBox } from './search-box';
import { ZoneFilter } from './zone-filter';

type FilterChoice = FigureFilter & {
  area: RiasecArea | null;
  zones: readonly JobZone[];
  sort: FigureSort | null;
};

/** How many filters (and a chosen order) are set, for the phone's "Show filters" button. */
const settings = (choice: FilterChoice) =>
  [choice.area, choice.zones.length > 0, choice.minPay, choice.growth, choice.sort].filter(
    (setting) => setting !== null && setting !== false,
  ).length;

type FilterFormProps = {
  filters: ExplorerFilters;
  /** Changes when the search box should start again from the address. */
  searchBoxKey: string;
  onSearch: (q: string) => void;
  onFilter: (patch: Partial<FilterChoice>) => void;
};

/**
 * The search box and the filters. A choice shows at once from the form's own state, while the
 * address and the list follow in the background; the form redraws only when they change.
 */
export const FilterForm = memo(function FilterForm({
  filters,
  searchBoxKey,
  onSearch,
  onFilter,
}: FilterFormProps) {
  const [choice, setChoice] = useState<FilterChoice>(filters);
  const [chosenFrom, setChosenFrom] = useState(filters);
  if (filters !== chosenFrom) {
    setChosenFrom(filters);
    setChoice(filters);
  }
  const choose = (patch: Partial<FilterChoice>) => {
    setChoice((current) => ({ ...current, ...patch }));
    onFilter(patch);
  };

  return (
    <form
      role="search"
      aria-label="Search and filter careers"
      className="mt-6 space-y-5 rounded-2xl border border-border bg-surface p-4 text-surface-foreground"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchBox key={searchBoxKey} initial={filters.q} onSearch={onSearch} />
      <PhoneCollapsible
        label="filters and order"
        on={settings(choice)}
        from="sm"
        className="space-y-5"
      >
        <AreaFilter value={choice.area} onChange={(area) => choose({ area })} />
        <ZoneFilter value={choice.zones} onChange={(zones) => choose({ zones })} />
        <FigureFilterChoice
          value={{ minPay: choice.minPay, growth: choice.growth }}
          onChange={(figures) => choose(figures)}
        />
        <FigureSortChoice
          value={choice.sort}
          onChange={(sort) => choose({ sort })}
          defaultLabel="Best match, or A to Z"
        />
      </PhoneCollapsible>
    </form>
  );
});
