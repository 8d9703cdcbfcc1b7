import type { InterestRating } from '@pathwise/contract';

/** One sorting move. `previous` is what the card held before (null: not yet sorted), for undo. */
export type SortMove = { cardId: string; rating: InterestRating; previous: InterestRating | null };

/** The working sort: ratings by card id, and the moves that made them, oldest first. */
export type SortState = {
  ratings: Readonly<Record<string, InterestRating>>;
  history: readonly SortMove[];
};

export const EMPTY_SORT: SortState = { ratings: {}, history: [] };

/** Undo reaches this many moves back: twice the long deck, so a whole sort can be taken back. */
export const HISTORY_LIMIT = 200;

export function ratingOf(state: SortState, cardId: string): InterestRating | null {
  return Object.hasOwn(state.ratings, cardId) ? (state.ratings[cardId] ?? null) : null;
}

/** Puts a card in a pile; putting it where it already is changes nothing and leaves no move. */
export function rateCard(state: SortState, cardId: string, rating: InterestRating): SortState {
  const previous = ratingOf(state, cardId);
  if (previous === rating) return state;
  return {
    ratings: { ...state.ratings, [cardId]: rating },
    history: [...state.history, { cardId, rating, previous }].slice(-HISTORY_LIMIT),
  };
}

/** Takes back the last move: the card goes back to its pile before it, or back to the deck. */
export function undoMove(state: SortState): SortState {
  const last = state.history.at(-1);
  if (!last) return state;
  const ratings = Object.fromEntries(
    Object.entries(state.ratings).filter(([cardId]) => cardId !== last.cardId),
  );
  if (last.previous) ratings[last.cardId] = last.previous;
  return { ratings, history: state.history.slice(0, -1) };
}

export function sortedCount(state: SortState): number {
  return Object.keys(state.ratings).length;
}
