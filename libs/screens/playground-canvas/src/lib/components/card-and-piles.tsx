import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DropAnimation,
  type DropAnimationSideEffects,
  MouseSensor,
  TouchSensor,
  defaultDropAnimation,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import type { InterestRating } from '@pathwise/contract';
import { cn, usePrefersReducedMotion } from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';
import { dragAnnouncements } from '../drag-announcements';
import { DROP_MS, intoPileKeyframes } from '../drop-into-pile';
import { ZONES } from '../zones';
import { CurrentCard, type CurrentCardProps } from './current-card';
import { DraggedCard } from './dragged-card';
import { SortZone } from './sort-zone';

export type CardAndPilesProps = Omit<CurrentCardProps, 'onPlace'> & {
  piles: Record<InterestRating, number>;
  latest: Record<InterestRating, string | null>;
  onPlace: (rating: InterestRating, method: 'drag' | 'tap' | 'keyboard') => void;
};

/**
 * The card on top of the deck and the three piles it goes to, by dragging, a tap or a key. While
 * a card is held the piles stick to the bottom of the screen, so a thumb always reaches them (at
 * rest they stay in place, clear of the card's buttons on a short screen), and sit above the card
 * in the hand: the pile under the finger shows, lit.
 */
export function CardAndPiles({ piles, latest, onPlace, ...card }: CardAndPilesProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const droppedOn = useRef<InterestRating | null>(null);
  // Held: from pick-up until a dropped card has reached its pile.
  const [held, setHeld] = useState(false);
  const settling = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settling.current), []);
  const letGo = (flying: boolean) => {
    window.clearTimeout(settling.current);
    if (flying) settling.current = window.setTimeout(() => setHeld(false), DROP_MS);
    else setHeld(false);
  };

  const sensors = useSensors(
    // A little movement before a drag starts, so clicks and taps on the card's buttons stay clicks.
    // A finger that moves on the card at once drags it (a quick swipe is how many people move
    // things); the page scrolls from beside the card, and the canvas says so.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 8 } }),
  );

  const onDragEnd = ({ over }: DragEndEvent) => {
    const zone = ZONES.find((entry) => entry.rating === over?.id);
    droppedOn.current = zone?.rating ?? null;
    letGo(Boolean(zone) && !reducedMotion);
    if (zone) onPlace(zone.rating, 'drag');
  };

  // Into the pile it was let go on; anywhere else, back to its place on the deck (dnd-kit's own).
  const pileOf = (args: Parameters<DropAnimationSideEffects>[0]) =>
    droppedOn.current
      ? (args.droppableContainers.get(droppedOn.current)?.node.current ?? null)
      : null;
  const dropAnimation: DropAnimation = {
    duration: DROP_MS,
    easing: 'cubic-bezier(0.4, 0, 1, 1)',
    keyframes: (args) => {
      const pile = pileOf(args);
      return pile
        ? intoPileKeyframes(
            args.dragOverlay.rect,
            args.transform.initial,
            pile.getBoundingClientRect(),
          )
        : defaultDropAnimation.keyframes(args);
    },
    // The deck's next card shows at once under a card that flies to a pile.
    sideEffects: (args) => (pileOf(args) ? undefined : defaultDropAnimation.sideEffects?.(args)),
  };

  return (
    <DndContext
      sensors={sensors}
      // Nothing scrolls under a drag: the piles come on screen instead.
      autoScroll={false}
      // The pile under the pointer or finger: the card is wide enough to overlap all three.
      collisionDetection={pointerWithin}
      onDragStart={() => {
        droppedOn.current = null;
        window.clearTimeout(settling.current);
        setHeld(true);
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        droppedOn.current = null;
        letGo(false);
      }}
      accessibility={{
        announcements: dragAnnouncements,
        screenReaderInstructions: {
          draggable: t`To sort without dragging, press 1, 2 or 3 while the card has focus, or use its buttons.`,
        },
      }}
    >
      <div className="space-y-1">
        <CurrentCard {...card} onPlace={onPlace} />
        <ul
          aria-label={t`Your piles`}
          className={cn(
            'grid grid-cols-3 gap-2 bg-background pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]',
            held && 'sticky bottom-0 z-20',
          )}
        >
          {ZONES.map((zone) => (
            <SortZone
              key={zone.rating}
              zone={zone}
              count={piles[zone.rating]}
              latest={latest[zone.rating]}
            />
          ))}
        </ul>
      </div>
      {/* Under the piles (z-20), over everything else on the page. */}
      <DragOverlay zIndex={10} dropAnimation={reducedMotion ? null : dropAnimation}>
        {card.card ? (
          <DraggedCard position={card.position} total={card.total} text={card.card.text} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
