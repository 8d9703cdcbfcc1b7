import type { InterestCard, InterestRating } from '@pathwise/contract';

/**
 * The card to read next: the first unanswered card in deck order, leaving cards skipped on this
 * visit until the others are done (then their turn comes, in the order they were skipped).
 */
export function nextCard(
  cards: readonly InterestCard[],
  ratings: Readonly<Record<string, InterestRating>>,
  skipped: readonly string[],
): InterestCard | null {
  const unanswered = (card: InterestCard) => !ratings[card.id];
  const skippedSet = new Set(skipped);
  const fresh = cards.find((card) => unanswered(card) && !skippedSet.has(card.id));
  if (fresh) return fresh;
  for (const id of skipped) {
    const card = cards.find((c) => c.id === id);
    if (card && unanswered(card)) return card;
  }
  return null;
}
