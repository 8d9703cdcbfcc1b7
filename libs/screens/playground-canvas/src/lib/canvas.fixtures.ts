import { STORAGE_KEYS } from '@pathwise/progress';
import { interestCardFixtures } from '@pathwise/api/testing';
import type { InterestRating } from '@pathwise/contract';

/** Where the playground keeps the sort in progress and a signed-out result (see @pathwise/progress). */
export const SORT_KEY = STORAGE_KEYS.interestSort;
export const RESULT_KEY = STORAGE_KEYS.interestResult;

/** The mock API's deck, in the order it deals: two cards per area, R I A S E C. */
export const deckCards = interestCardFixtures();
/** The mock deck's minimum (one per area, six in all); the real one is 4 per area and 30. */
export const MOCK_MINIMUM = { perArea: 1, total: 6 };

/** A sort as this browser keeps it: these cards sorted in this order. */
export function storedSort(moves: readonly (readonly [number, InterestRating])[]) {
  const history = moves.map(([index, rating]) => ({
    cardId: deckCards[index]!.id,
    rating,
    previous: null,
  }));
  return {
    version: 1,
    ratings: Object.fromEntries(history.map((move) => [move.cardId, move.rating])),
    history,
  };
}

/** The first `count` cards of the deck, sorted in a repeating like / unsure / dislike pattern. */
export const firstCardsSorted = (count: number) =>
  storedSort(
    deckCards
      .slice(0, count)
      .map((_, index) => [index, (['like', 'unsure', 'dislike'] as const)[index % 3]!] as const),
  );
