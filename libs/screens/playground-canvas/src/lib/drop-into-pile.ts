import { CSS, type Transform } from '@dnd-kit/utilities';

type Box = { left: number; top: number; width: number; height: number };

const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * A dropped card's last moment: from where it was let go, shrinking into the middle of its pile
 * and fading, so the eye follows it there. The card scales about its centre (the overlay's
 * transform origin), so moving its centre onto the pile's is enough.
 */
export function intoPileKeyframes(card: Box, from: Transform, pile: Box): Keyframe[] {
  const start = centre(card);
  const end = centre(pile);
  const scale = Math.min(1, (pile.width * 0.8) / card.width, (pile.height * 0.8) / card.height);
  const to: Transform = {
    x: from.x + end.x - start.x,
    y: from.y + end.y - start.y,
    scaleX: scale,
    scaleY: scale,
  };
  return [
    { transform: CSS.Transform.toString(from), opacity: 1 },
    { transform: CSS.Transform.toString(to), opacity: 0 },
  ];
}

/** How long a dropped card takes to reach its pile. */
export const DROP_MS = 220;
