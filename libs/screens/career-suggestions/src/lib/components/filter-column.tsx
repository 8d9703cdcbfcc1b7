import { Trans } from '@lingui/react/macro';
import { Button, cn, TitledSection } from '@pathwise/ui';
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
  return (
    <TitledSection title={<Trans>Filters</Trans>} size="md" className={cn('space-y-6', className)}>
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
    </TitledSection>
  );
}
