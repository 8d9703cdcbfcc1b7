import { scoreInterests } from '@pathwise/assessment';
import type { InterestDeck, InterestRating } from '@pathwise/contract';

/** How far a sort is from the deck's minimum: cards still needed, and areas with too few. */
export function minimumProgress(
  deck: InterestDeck,
  ratings: Readonly<Record<string, InterestRating>>,
): { toGo: number; areasShort: number } {
  const outcome = scoreInterests(deck.cards, ratings, { minimum: deck.minimum });
  if (outcome.status === 'scored') return { toGo: 0, areasShort: 0 };
  return {
    toGo: Math.max(0, outcome.needed.total - outcome.answered.total),
    areasShort: outcome.areasShort.length,
  };
}
