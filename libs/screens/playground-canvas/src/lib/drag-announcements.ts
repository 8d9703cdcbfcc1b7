import type { Announcements } from '@dnd-kit/core';
import type { InterestRating } from '@pathwise/contract';
import { ZONES, zoneFor } from './zones';

/** What the dragged card carries, so every message can name it. */
export type DraggedData = { text: string };

const textOf = (data: unknown) => (data as Partial<DraggedData> | undefined)?.text ?? 'the card';
const pileNames = ZONES.map((zone) => zone.label);
const orList = `${pileNames.slice(0, -1).join(', ')} or ${pileNames.at(-1) ?? ''}`;

/**
 * Read out while a card is dragged. A drop onto a pile is read out with the move itself (the
 * board's own status line), so it says nothing here.
 */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up “${textOf(active.data.current)}”. Move it onto ${orList}, and let go.`,
  onDragOver: ({ over }) =>
    over
      ? `Over ${zoneFor(over.id as InterestRating).label}. Let go to put it there.`
      : 'Not over a pile.',
  onDragEnd: ({ active, over }) =>
    over ? undefined : `Let go outside the piles: “${textOf(active.data.current)}” is not sorted.`,
  onDragCancel: ({ active }) => `Drag cancelled: “${textOf(active.data.current)}” is not sorted.`,
};
