import { useDraggable } from '@dnd-kit/core';
import { Plural, Trans } from '@lingui/react/macro';
import type { InterestCard, InterestRating } from '@pathwise/contract';
import { Button, cn } from '@pathwise/ui';
import { type KeyboardEvent, useId } from 'react';
import type { DraggedData } from '../drag-announcements';
import { ZONES, keyAction } from '../zones';
import { CARD_BOX, CardFace, PILE_BUTTON, PileButtonLabel } from './card-face';

/** One draggable for the whole deck: the card on top changes, the thing you pick up doesn't. */
export const CURRENT_CARD = 'current-card';

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
  onPlace: (rating: InterestRating, method: 'tap' | 'keyboard') => void;
  onUndo: () => void;
};

/**
 * The card to sort, big, with a button per pile. It stays the same focusable element from card to
 * card (and once all are sorted), so keyboard focus never falls off the page between moves. While
 * it is dragged a copy moves with the hand and this one stays behind, faded, as its place.
 */
export function CurrentCard({
  card,
  position,
  total,
  behind,
  describedBy,
  groupRef,
  onPlace,
  onUndo,
}: CurrentCardProps) {
  const textId = useId();
  const data: DraggedData | undefined = card ? { text: card.text } : undefined;
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: CURRENT_CARD,
    data,
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
        className={cn(
          CARD_BOX,
          // A finger on the card moves the card, never the page (the browser would otherwise take
          // a quick swipe as a scroll, or as nothing at the top); no long-press callout on its text.
          'touch-none shadow-sm [-webkit-touch-callout:none]',
          card && 'cursor-grab',
          // Faded, not see-through: the stack behind it stays hidden.
          isDragging && 'border-dashed shadow-none *:opacity-40',
        )}
      >
        {card ? (
          <CardFace position={position} total={total} text={card.text} textId={textId}>
            {ZONES.map((zone) => (
              <Button
                key={zone.rating}
                variant="secondary"
                aria-keyshortcuts={zone.keys.join(' ')}
                onClick={() => onPlace(zone.rating, 'tap')}
                className={PILE_BUTTON}
              >
                <PileButtonLabel zone={zone} />
              </Button>
            ))}
          </CardFace>
        ) : (
          <div>
            <p id={textId} className="text-xl font-semibold sm:text-2xl">
              <Plural value={total} one="The only card is sorted" other="All # cards sorted" />
            </p>
            <p className="mt-2 text-muted-foreground">
              <Trans>
                Thank you. Change your mind about the last ones with Undo, or finish below.
              </Trans>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
