import { Trans } from '@lingui/react/macro';
import { Button, cn } from '@pathwise/ui';
import { useId } from 'react';
import { FilterControls, type ListChoice, isNarrowed } from './filter-controls';
import { ZonesWhy } from './zones-why';

/** The filters beside the list on a wide screen, applied as they change. */
export function FilterColumn({
  choice,
  why,
  onChange,
  onClear,
  className,
}: {
  choice: ListChoice;
  /** Why the zones ticked by default are ticked, while they are; null otherwise. */
  why: string | null;
  onChange: (next: ListChoice) => void;
  onClear: () => void;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('space-y-6', className)}>
      <h2 id={id} className="text-xl font-semibold">
        <Trans>Filters</Trans>
      </h2>
      {why && <ZonesWhy why={why} onShowAll={() => onChange({ ...choice, zones: [] })} />}
      <FilterControls value={choice} onChange={onChange} />
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11"
        disabled={!isNarrowed(choice)}
        onClick={onClear}
      >
        <Trans>Clear filters</Trans>
      </Button>
    </section>
  );
}
