import { type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { InterestRating } from '@pathwise/contract';
import { i18n } from '@pathwise/i18n';

export type Zone = {
  rating: InterestRating;
  label: MessageDescriptor;
  keys: readonly [string, string];
};

/** The three piles, in the order they are shown, with the keys that put a card in each. */
export const ZONES: readonly Zone[] = [
  { rating: 'like', label: msg`Love it`, keys: ['1', 'L'] },
  { rating: 'unsure', label: msg`Not sure`, keys: ['2', 'N'] },
  { rating: 'dislike', label: msg`Not for me`, keys: ['3', 'X'] },
];

export const UNDO_KEY = 'Z';

export const zoneFor = (rating: InterestRating): Zone =>
  ZONES.find((zone) => zone.rating === rating) ?? (ZONES[0] as Zone);

/** A pile's name in the reader's language. */
export const pileName = (rating: InterestRating): string => i18n._(zoneFor(rating).label);

/** What a key press on the board means: a pile, undo, or nothing. */
export function keyAction(key: string): InterestRating | 'undo' | null {
  const pressed = key.toUpperCase();
  if (pressed === UNDO_KEY) return 'undo';
  return ZONES.find((zone) => zone.keys.includes(pressed))?.rating ?? null;
}

export const sortedText = (sorted: number, total: number) => t`${sorted} of ${total} sorted`;

/** Read out after each move, so someone not looking at the piles knows where the card went. */
export const moveAnnouncement = (
  cardText: string,
  rating: InterestRating,
  sorted: number,
  total: number,
) => {
  const pile = pileName(rating);
  return t`“${cardText}” put in ${pile}. ${sorted} of ${total} sorted.`;
};

/** Said after a move: the activity now on top. */
export const nextAnnouncement = (cardText: string) => t`Next: “${cardText}”.`;

/** Said once, by the move that reaches the minimum for a profile. */
export const enoughAnnouncement = () =>
  t`That's enough cards for your interest profile: you can see it now, or keep sorting.`;

export const undoAnnouncement = (cardText: string) =>
  t`Undone: “${cardText}” is back on top, ready to sort again.`;
