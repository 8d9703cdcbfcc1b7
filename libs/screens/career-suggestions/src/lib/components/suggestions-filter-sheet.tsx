import { FilterSheet } from '@pathwise/ui';
import { useState } from 'react';
import { matchesAreas } from '../suggestion-filters';
import { type SuggestionsQuery, useCareerSuggestions } from '../hooks/use-career-suggestions';
import { FilterControls, type ListChoice, cleared, settings } from './filter-controls';
import { ZonesWhy } from './zones-why';

/**
 * The filters on a phone, in a sheet opened from beside the list's heading. Its choices are a
 * draft, counted as they change with the request the list then uses, and applied together.
 */
export function SuggestionsFilterSheet({
  choice,
  why,
  queryFor,
  onApply,
  className,
}: {
  choice: ListChoice;
  why: string | null;
  /** The request for a set of filters, as the list makes it. */
  queryFor: (choice: ListChoice) => SuggestionsQuery;
  onApply: (next: ListChoice) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(choice);
  // Closed, it asks for the list's own filters: the same cached request, nothing more.
  const counted = open ? draft : choice;
  const result = useCareerSuggestions(queryFor(counted));
  const matches =
    result.status === 'ready' && !result.updating
      ? result.suggestions.items.filter((item) =>
          matchesAreas(item.career.highPoints, counted.areas),
        ).length
      : null;
  return (
    <FilterSheet
      className={className}
      on={settings(choice)}
      matches={matches}
      onOpenChange={(next) => {
        if (next) setDraft(choice);
        setOpen(next);
      }}
      onApply={() => onApply(draft)}
      onClear={() => setDraft(cleared(draft))}
    >
      <div className="space-y-6">
        {/* While the zones are still the ones the first answers chose. */}
        {why && draft.zones === choice.zones && (
          <ZonesWhy why={why} onShowAll={() => setDraft({ ...draft, zones: [] })} />
        )}
        <FilterControls value={draft} onChange={setDraft} />
      </div>
    </FilterSheet>
  );
}
