import { useDroppable } from '@dnd-kit/core';
import { cn } from '@pathwise/ui';
import type { Zone } from '../zones';

export type SortZoneProps = { zone: Zone; count: number; latest: string | null };

/** One pile: a place to drop the card, with how many it holds and the keys that fill it. */
export function SortZone({ zone, count, latest }: SortZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id: zone.rating });
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'flex min-h-20 flex-col gap-0.5 rounded-xl border-2 border-dashed border-border p-2 text-center text-sm sm:min-h-28 sm:gap-1 sm:p-3 sm:text-base',
        'motion-safe:transition-colors',
        isOver && 'border-primary bg-accent text-accent-foreground',
      )}
    >
      <span className="font-semibold">{zone.label}</span>
      <span>
        <span className="text-xl font-bold sm:text-2xl">{count}</span>{' '}
        {count === 1 ? 'card' : 'cards'}
      </span>
      <span className="text-xs text-muted-foreground">
        Key <kbd className="font-sans font-semibold">{zone.keys[0]}</kbd> or{' '}
        <kbd className="font-sans font-semibold">{zone.keys[1]}</kbd>
      </span>
      {/* No room to show it on a phone, but still read out there. */}
      {latest && (
        <span className="sr-only sm:not-sr-only">
          <span className="line-clamp-2 text-xs text-muted-foreground">Latest: {latest}</span>
        </span>
      )}
    </li>
  );
}
