import { DEVICE_KEYS } from '@pathwise/browser-keys';
import { STORAGE_KEYS } from '@pathwise/progress';
import { interestCardFixtures } from '@pathwise/api/testing';
import type { InterestRating } from '@pathwise/contract';

/** Where the playground keeps the sort in progress and a signed-out result (see @pathwise/progress). */
export const SORT_KEY = STORAGE_KEYS.interestSort;
export const RESULT_KEY = STORAGE_KEYS.interestResult;
export const SETTINGS_KEY = DEVICE_KEYS.speechSettings;

/** The mock API's deck, in the order it deals: two cards per area, R I A S E C. */
export const deckCards = interestCardFixtures();

/** The first `count` cards answered, as this browser keeps a sort. */
export function storedSort(count: number, rating: InterestRating = 'like') {
  const history = deckCards
    .slice(0, count)
    .map((card) => ({ cardId: card.id, rating, previous: null }));
  return {
    version: 1,
    ratings: Object.fromEntries(history.map((move) => [move.cardId, move.rating])),
    history,
  };
}
