import { useDroppable } from '@dnd-kit/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@pathwise/ui';
import type { Zone } from '../zones';

export type SortZoneProps = { zone: Zone; count: number; latest: string | null };

/** One pile: a place to drop the card, with how many it holds and the keys that fill it. */
export function SortZone({ zone, count, latest }: SortZoneProps) {
  const { i18n } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: zone.rating });
  const [firstKey, secondKey] = zone.keys;
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'flex min-h-20 flex-col gap-0.5 rounded-xl border-2 border-dashed border-border p-2 text-center text-sm sm:min-h-28 sm:gap-1 sm:p-3 sm:text-base',
        'motion-safe:transition-colors',
        isOver && 'border-primary bg-accent text-accent-foreground',
      )}
    >
      <span className="font-semibold">{i18n._(zone.label)}</span>
      <span>
        {/* eslint-disable-next-line lingui/no-single-variables-to-translate -- it reads the number beside its plural as a lone variable */}
        <Trans>
          <span className="text-xl font-bold sm:text-2xl">{count}</span>{' '}
          <Plural value={count} one="card" other="cards" />
        </Trans>
      </span>
      <span className="hidden text-xs text-muted-foreground keyboard:inline">
        <Trans>
          Key <kbd className="font-sans font-semibold">{firstKey}</kbd> or{' '}
          <kbd className="font-sans font-semibold">{secondKey}</kbd>
        </Trans>
      </span>
      {/* No room to show it on a phone, but still read out there. */}
      {latest && (
        <span className="sr-only sm:not-sr-only">
          <span className="line-clamp-2 text-xs text-muted-foreground">
            <Trans>Latest: {latest}</Trans>
          </span>
        </span>
      )}
    </li>
  );
}
