import type { InterestRating } from '@pathwise/contract';

export type RatingEntry = { cardId: string; rating: InterestRating };

/** The API takes at most this many ratings per request. */
export const RATING_BATCH_SIZE = 200;

export const ratingEntries = (ratings: Readonly<Record<string, InterestRating>>): RatingEntry[] =>
  Object.entries(ratings).map(([cardId, rating]) => ({ cardId, rating }));

export function ratingBatches(
  entries: readonly RatingEntry[],
  size = RATING_BATCH_SIZE,
): RatingEntry[][] {
  const batches: RatingEntry[][] = [];
  for (let start = 0; start < entries.length; start += size) {
    batches.push(entries.slice(start, start + size));
  }
  return batches;
}
