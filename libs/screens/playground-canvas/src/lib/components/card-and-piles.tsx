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
import type { InterestRating } from '@pathwise/contract';
import { usePrefersReducedMotion } from '@pathwise/ui';
import { useRef } from 'react';
import { dragAnnouncements } from '../drag-announcements';
import { intoPileKeyframes } from '../drop-into-pile';
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
 * The card on top of the deck and the three piles it goes to, by dragging, a tap or a key. The
 * piles stick to the bottom of the screen while the card is in view, so a thumb always reaches
 * them, and sit above the card in the hand: the pile under the finger shows, lit.
 */
export function CardAndPiles({ piles, latest, onPlace, ...card }: CardAndPilesProps) {
  const reducedMotion = usePrefersReducedMotion();
  const droppedOn = useRef<InterestRating | null>(null);

  const sensors = useSensors(
    // A little movement with a mouse, or a short still press with a finger, before a drag starts:
    // clicks and taps on the card's buttons stay clicks, and a swipe over the card still scrolls.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  const onDragEnd = ({ over }: DragEndEvent) => {
    const zone = ZONES.find((entry) => entry.rating === over?.id);
    droppedOn.current = zone?.rating ?? null;
    if (zone) onPlace(zone.rating, 'drag');
  };

  // Into the pile it was dropped on; anywhere else, back to its place on the deck.
  const pileOf = (args: Parameters<DropAnimationSideEffects>[0]) =>
    droppedOn.current
      ? (args.droppableContainers.get(droppedOn.current)?.node.current ?? null)
      : null;
  const dropAnimation: DropAnimation = {
    duration: 220,
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
      // Nothing scrolls under a drag: the piles are already on screen.
      autoScroll={false}
      // The pile under the pointer or finger: the card is wide enough to overlap all three.
      collisionDetection={pointerWithin}
      onDragStart={() => {
        droppedOn.current = null;
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        droppedOn.current = null;
      }}
      accessibility={{
        announcements: dragAnnouncements,
        screenReaderInstructions: {
          draggable:
            'To sort without dragging, press 1, 2 or 3 while the card has focus, or use its buttons.',
        },
      }}
    >
      <div className="space-y-1">
        <CurrentCard {...card} onPlace={onPlace} />
        <ul
          aria-label="Your piles"
          className="sticky bottom-0 z-20 grid grid-cols-3 gap-2 bg-background pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
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
