import { EMPTY_SORT, HISTORY_LIMIT, rateCard, sortedCount, undoMove } from './sort-state';

describe('the working sort', () => {
  it('puts cards in piles and counts them', () => {
    const state = rateCard(rateCard(EMPTY_SORT, 'a', 'like'), 'b', 'dislike');
    expect(state.ratings).toEqual({ a: 'like', b: 'dislike' });
    expect(sortedCount(state)).toBe(2);
    expect(state.history).toEqual([
      { cardId: 'a', rating: 'like', previous: null },
      { cardId: 'b', rating: 'dislike', previous: null },
    ]);
  });

  it('undo sends a newly sorted card back to the deck', () => {
    const state = undoMove(rateCard(rateCard(EMPTY_SORT, 'a', 'like'), 'b', 'unsure'));
    expect(state.ratings).toEqual({ a: 'like' });
    expect(state.history).toHaveLength(1);
  });

  it('undo puts a moved card back in its earlier pile', () => {
    const moved = rateCard(rateCard(EMPTY_SORT, 'a', 'like'), 'a', 'dislike');
    expect(moved.ratings).toEqual({ a: 'dislike' });
    const undone = undoMove(moved);
    expect(undone.ratings).toEqual({ a: 'like' });
    expect(undoMove(undone)).toEqual(EMPTY_SORT);
  });

  it('a card put where it already is leaves no move to undo', () => {
    const once = rateCard(EMPTY_SORT, 'a', 'like');
    expect(rateCard(once, 'a', 'like')).toBe(once);
  });

  it('undo with nothing to undo changes nothing', () => {
    expect(undoMove(EMPTY_SORT)).toBe(EMPTY_SORT);
  });

  it('keeps only the most recent moves', () => {
    let state = EMPTY_SORT;
    for (let index = 0; index < HISTORY_LIMIT + 5; index++) {
      state = rateCard(state, `card-${index}`, 'unsure');
    }
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    expect(state.history[0]?.cardId).toBe('card-5');
    expect(sortedCount(state)).toBe(HISTORY_LIMIT + 5);
  });

  it('does not mistake inherited names for sorted cards', () => {
    const state = rateCard(EMPTY_SORT, 'toString', 'like');
    expect(undoMove(state)).toEqual(EMPTY_SORT);
  });
});
