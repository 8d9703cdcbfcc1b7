import { Button } from '@pathwise/ui';

/** Why some zones are ticked before the person ticked any, with one tap to widen to every zone. */
export function ZonesWhy({ why, onShowAll }: { why: string; onShowAll: () => void }) {
  return (
    <div className="space-y-2 rounded-lg bg-muted p-3 text-sm">
      <p>{why}</p>
      <Button variant="secondary" size="sm" onClick={onShowAll}>
        Show every zone
      </Button>
    </div>
  );
}
