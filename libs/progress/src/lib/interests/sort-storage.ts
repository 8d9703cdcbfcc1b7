import type { InterestRating } from '@pathwise/contract';
import { z } from 'zod/mini';
import type { StoredRead } from '../storage';
import { ratingSchema } from './rating-schema';
import { EMPTY_SORT, HISTORY_LIMIT, type SortState } from './sort-state';
import { STORAGE_KEYS } from '../../keys';

export const SORT_KEY = STORAGE_KEYS.interestSort;

/** The working sort as this browser keeps it. */
export const storedSortSchema = z.object({
  version: z.literal(1),
  ratings: z.record(z.string(), ratingSchema),
  history: z
    .array(
      z.object({ cardId: z.string(), rating: ratingSchema, previous: z.nullable(ratingSchema) }),
    )
    .check(z.maxLength(HISTORY_LIMIT)),
  /** These very ratings were finished into an interest profile; the next move clears it. */
  finished: z.optional(z.boolean()),
});

export type StoredSort = z.infer<typeof storedSortSchema>;

export const toStoredSort = (state: SortState): StoredSort => ({
  version: 1,
  ratings: { ...state.ratings },
  history: [...state.history],
});

/** The stored sort marked finished, when it still holds exactly the ratings that were finished. */
export function markedFinished(
  stored: StoredSort | null,
  finished: Readonly<Record<string, InterestRating>>,
): StoredSort | null {
  if (!stored) return null;
  const same =
    Object.keys(stored.ratings).length === Object.keys(finished).length &&
    Object.entries(stored.ratings).every(([cardId, rating]) => finished[cardId] === rating);
  return same ? { ...stored, finished: true } : null;
}

/**
 * The stored sort, if it belongs to this deck: every card it names is in the deck, and its moves
 * replay to its ratings (so undo can't put a card somewhere it never was). Null otherwise.
 */
export function sortForDeck(stored: StoredSort, cardIds: ReadonlySet<string>): SortState | null {
  if (!Object.keys(stored.ratings).every((cardId) => cardIds.has(cardId))) return null;
  const replayed = new Map<string, InterestRating>();
  for (const move of stored.history) {
    if (!cardIds.has(move.cardId) || move.rating === move.previous) return null;
    // The oldest moves may have been trimmed, so a card's first move here can start anywhere.
    const before = replayed.get(move.cardId);
    if (before !== undefined && before !== move.previous) return null;
    replayed.set(move.cardId, move.rating);
  }
  for (const [cardId, rating] of replayed) {
    if (stored.ratings[cardId] !== rating) return null;
  }
  return { ratings: stored.ratings, history: stored.history };
}

export type CheckedSort = { state: SortState; damaged: boolean };

/** What a stored snapshot means for this deck: damaged or foreign data starts an empty sort. */
export function checkSort(
  snapshot: StoredRead<StoredSort>,
  cardIds: ReadonlySet<string>,
): CheckedSort {
  if (!snapshot.value) return { state: EMPTY_SORT, damaged: snapshot.damaged };
  const state = sortForDeck(snapshot.value, cardIds);
  return state ? { state, damaged: false } : { state: EMPTY_SORT, damaged: true };
}
