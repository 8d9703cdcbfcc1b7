import type { Announcements } from '@dnd-kit/core';
import { t } from '@lingui/core/macro';
import type { InterestRating } from '@pathwise/contract';
import { pileName } from './zones';

/** What the dragged card carries, so every message can name it. */
export type DraggedData = { text: string };

const textOf = (data: unknown) => (data as Partial<DraggedData> | undefined)?.text;

/**
 * Read out while a card is dragged. A drop onto a pile is read out with the move itself (the
 * board's own status line), so it says nothing here.
 */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => {
    const cardText = textOf(active.data.current);
    const likePile = pileName('like');
    const unsurePile = pileName('unsure');
    const dislikePile = pileName('dislike');
    return cardText
      ? t`Picked up “${cardText}”. Move it onto ${likePile}, ${unsurePile} or ${dislikePile}, and let go.`
      : t`Picked up the card. Move it onto ${likePile}, ${unsurePile} or ${dislikePile}, and let go.`;
  },
  onDragOver: ({ over }) => {
    if (!over) return t`Not over a pile.`;
    const pile = pileName(over.id as InterestRating);
    return t`Over ${pile}. Let go to put it there.`;
  },
  onDragEnd: ({ active, over }) => {
    if (over) return undefined;
    const cardText = textOf(active.data.current);
    return cardText
      ? t`Let go outside the piles: “${cardText}” is not sorted.`
      : t`Let go outside the piles: the card is not sorted.`;
  },
  onDragCancel: ({ active }) => {
    const cardText = textOf(active.data.current);
    return cardText
      ? t`Drag cancelled: “${cardText}” is not sorted.`
      : t`Drag cancelled: the card is not sorted.`;
  },
};
