import { Trans } from '@lingui/react/macro';
import { Button } from '@pathwise/ui';
import { useRef } from 'react';

/** Why some zones are ticked before the person ticked any, with one tap to widen to every zone. */
export function ZonesWhy({ why, onShowAll }: { why: string; onShowAll: () => void }) {
  const note = useRef<HTMLDivElement>(null);
  // The note goes once pressed: focus moves to the zone choices it just cleared, which stay.
  const showAll = () => {
    const zones = note.current?.parentElement?.querySelector<HTMLInputElement>('fieldset input');
    onShowAll();
    requestAnimationFrame(() => zones?.focus());
  };
  return (
    <div ref={note} className="space-y-2 rounded-lg bg-muted p-3 text-sm">
      <p>{why}</p>
      <Button variant="secondary" size="sm" className="min-h-11" onClick={showAll}>
        <Trans>Show every zone</Trans>
      </Button>
    </div>
  );
}
