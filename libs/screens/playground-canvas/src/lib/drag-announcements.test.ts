import type { Active, Over } from '@dnd-kit/core';
import { dragAnnouncements } from './drag-announcements';

const active = {
  id: 'current-card',
  data: { current: { text: 'Build kitchen cabinets' } },
  rect: { current: { initial: null, translated: null } },
} satisfies Active;
const over = (id: string) => ({ id }) as Over;

describe('what a drag reads out', () => {
  it('names the card picked up and where it can go', () => {
    expect(dragAnnouncements.onDragStart({ active })).toBe(
      'Picked up “Build kitchen cabinets”. Move it onto Love it, Not sure or Not for me, and let go.',
    );
  });

  it('names the pile under the card, or says there is none', () => {
    expect(dragAnnouncements.onDragOver({ active, over: over('dislike') })).toBe(
      'Over Not for me. Let go to put it there.',
    );
    expect(dragAnnouncements.onDragOver({ active, over: null })).toBe('Not over a pile.');
  });

  it('says when a card was let go without being sorted', () => {
    expect(dragAnnouncements.onDragEnd({ active, over: null })).toBe(
      'Let go outside the piles: “Build kitchen cabinets” is not sorted.',
    );
    expect(dragAnnouncements.onDragEnd({ active, over: over('like') })).toBeUndefined();
    expect(dragAnnouncements.onDragCancel({ active, over: null })).toBe(
      'Drag cancelled: “Build kitchen cabinets” is not sorted.',
    );
  });
});
