import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { InterestCard, InterestRating } from '@pathwise/contract';
import { Button, cn } from '@pathwise/ui';
import { type KeyboardEvent, useId } from 'react';
import { ZONES, keyAction } from '../zones';

export type CurrentCardProps = {
  /** The card on top of the deck; null once every card is sorted. */
  card: InterestCard | null;
  position: number;
  total: number;
  /** Cards still to sort after this one, drawn as a small stack behind it. */
  behind: number;
  describedBy: string;
  /** Receives the card's element, for the board to move focus to. */
  groupRef: (node: HTMLDivElement | null) => void;
  /** Where a drag picked the card up, relative to its corner. */
  grab: { x: number; y: number } | null;
  onPlace: (rating: InterestRating, method: 'tap' | 'keyboard') => void;
  onUndo: () => void;
};

/**
 * The card to sort, big, with a button per pile. It stays the same focusable element from card to
 * card (and once all are sorted), so keyboard focus never falls off the page between moves.
 */
export function CurrentCard({
  card,
  position,
  total,
  behind,
  describedBy,
  groupRef,
  grab,
  onPlace,
  onUndo,
}: CurrentCardProps) {
  const textId = useId();
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({
    id: card?.id ?? 'no-card',
    disabled: !card,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key);
    if (!action || (action !== 'undo' && !card)) return;
    event.preventDefault();
    if (action === 'undo') onUndo();
    else onPlace(action, 'keyboard');
  };

  const setRefs = (node: HTMLDivElement | null) => {
    setNodeRef(node);
    groupRef(node);
  };

  return (
    <div className="relative pb-3">
      {/* The next cards, peeking out below: a sense of how many are left, nothing to read. */}
      {behind > 1 && (
        <div
          aria-hidden="true"
          className="absolute inset-x-6 top-3 bottom-0 rounded-2xl border border-border bg-muted"
        />
      )}
      {behind > 0 && (
        <div
          aria-hidden="true"
          className="absolute inset-x-3 top-1.5 bottom-1.5 rounded-2xl border border-border bg-surface"
        />
      )}
      <div
        ref={setRefs}
        role="group"
        tabIndex={0}
        aria-labelledby={textId}
        aria-describedby={describedBy}
        aria-keyshortcuts="1 2 3 L N X Z"
        onKeyDown={onKeyDown}
        {...(card ? listeners : {})}
        style={
          isDragging
            ? {
                // Half size around the finger or pointer, so the piles underneath stay in view.
                transform: `${CSS.Translate.toString(transform) ?? ''} scale(0.5)`,
                transformOrigin: grab ? `${grab.x}px ${grab.y}px` : 'center',
              }
            : undefined
        }
        className={cn(
          'relative flex min-h-44 touch-manipulation flex-col justify-between gap-4 rounded-2xl border border-border bg-surface p-4 text-surface-foreground shadow-sm sm:min-h-56 sm:gap-6 sm:p-6',
          card && 'cursor-grab',
          // No animation back: after a drop the next card is simply there.
          isDragging && 'z-10 cursor-grabbing shadow-xl ring-2 ring-primary',
        )}
      >
        {card ? (
          <>
            <div>
              <p className="text-sm text-muted-foreground">
                Card {position} of {total}
              </p>
              <p id={textId} className="mt-1 text-xl font-semibold text-balance sm:text-2xl">
                {card.text}
              </p>
            </div>
            <div className="grid grid-cols-3 gap-2">
              {ZONES.map((zone) => (
                <Button
                  key={zone.rating}
                  variant="secondary"
                  aria-keyshortcuts={zone.keys.join(' ')}
                  onClick={() => onPlace(zone.rating, 'tap')}
                  className="h-auto min-h-12 flex-col gap-0.5 px-1.5 py-2 text-sm leading-tight sm:text-base"
                >
                  <span>{zone.label}</span>
                  <kbd aria-hidden="true" className="font-sans text-xs text-muted-foreground">
                    {zone.keys[0]}
                  </kbd>
                </Button>
              ))}
            </div>
          </>
        ) : (
          <div>
            <p id={textId} className="text-xl font-semibold sm:text-2xl">
              All {total} cards sorted
            </p>
            <p className="mt-2 text-muted-foreground">
              Thank you. Change your mind about the last ones with Undo, or finish below.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
