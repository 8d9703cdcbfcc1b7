import { useDndContext } from '@dnd-kit/core';
import { buttonClasses, cn } from '@pathwise/ui';
import { ZONES } from '../zones';
import { CARD_BOX, CardFace, PILE_BUTTON, PileButtonLabel } from './card-face';

export type DraggedCardProps = { position: number; total: number; text: string };

/**
 * The card in the hand: a full-size copy that follows the finger or pointer from where it was
 * picked up. Only a picture of the card (the real one stays in its place for keys and screen
 * readers); the pile it is over lights up on it too, since a finger hides the pile itself.
 */
export function DraggedCard({ position, total, text }: DraggedCardProps) {
  const { over } = useDndContext();
  return (
    <div
      aria-hidden="true"
      data-testid="dragged-card"
      className={cn(CARD_BOX, 'h-full cursor-grabbing shadow-xl ring-2 ring-primary')}
    >
      <CardFace position={position} total={total} text={text}>
        {ZONES.map((zone) => (
          <span
            key={zone.rating}
            className={cn(
              buttonClasses({ variant: 'secondary' }),
              PILE_BUTTON,
              over?.id === zone.rating && 'border-primary bg-accent text-accent-foreground',
            )}
          >
            <PileButtonLabel zone={zone} />
          </span>
        ))}
      </CardFace>
    </div>
  );
}
