import { EMPTY_SORT, rateCard, undoMove } from './sort-state';
import {
  checkSort,
  markedFinished,
  sortForDeck,
  storedSortSchema,
  toStoredSort,
} from './sort-storage';

const deck = new Set(['a', 'b', 'c']);

describe('the stored sort', () => {
  it('round-trips through its schema and back into the deck', () => {
    const state = rateCard(
      rateCard(rateCard(EMPTY_SORT, 'a', 'like'), 'b', 'unsure'),
      'a',
      'dislike',
    );
    const stored = storedSortSchema.parse(JSON.parse(JSON.stringify(toStoredSort(state))));
    const restored = sortForDeck(stored, deck);
    expect(restored).toEqual(state);
    expect(undoMove(restored!).ratings).toEqual({ a: 'like', b: 'unsure' });
  });

  it('rejects shapes it does not know', () => {
    expect(storedSortSchema.safeParse({ version: 2, ratings: {}, history: [] }).success).toBe(
      false,
    );
    expect(
      storedSortSchema.safeParse({ version: 1, ratings: { a: 'love' }, history: [] }).success,
    ).toBe(false);
  });

  it('does not fit a deck without its cards', () => {
    const stored = toStoredSort(rateCard(EMPTY_SORT, 'z', 'like'));
    expect(sortForDeck(stored, deck)).toBeNull();
  });

  it('does not fit when its moves disagree with its ratings', () => {
    expect(
      sortForDeck(
        {
          version: 1,
          ratings: { a: 'like' },
          history: [{ cardId: 'a', rating: 'dislike', previous: null }],
        },
        deck,
      ),
    ).toBeNull();
    expect(
      sortForDeck(
        {
          version: 1,
          ratings: { a: 'unsure' },
          history: [
            { cardId: 'a', rating: 'like', previous: null },
            { cardId: 'a', rating: 'unsure', previous: 'dislike' },
          ],
        },
        deck,
      ),
    ).toBeNull();
  });

  it('accepts a history whose oldest moves were trimmed', () => {
    expect(
      sortForDeck(
        {
          version: 1,
          ratings: { a: 'unsure', b: 'like' },
          history: [{ cardId: 'a', rating: 'unsure', previous: 'like' }],
        },
        deck,
      ),
    ).not.toBeNull();
  });

  it('turns damaged or foreign data into an empty sort, flagged', () => {
    expect(checkSort({ value: null, damaged: false }, deck)).toEqual({
      state: EMPTY_SORT,
      damaged: false,
    });
    expect(checkSort({ value: null, damaged: true }, deck).damaged).toBe(true);
    const foreign = toStoredSort(rateCard(EMPTY_SORT, 'z', 'like'));
    expect(checkSort({ value: foreign, damaged: false }, deck)).toEqual({
      state: EMPTY_SORT,
      damaged: true,
    });
  });
});

describe('a finished sort', () => {
  const state = rateCard(rateCard(EMPTY_SORT, 'a', 'like'), 'b', 'dislike');
  const stored = toStoredSort(state);

  it('is marked finished when it still holds the ratings that were finished', () => {
    const marked = markedFinished(stored, { a: 'like', b: 'dislike' });
    expect(marked?.finished).toBe(true);
    expect(storedSortSchema.safeParse(marked).success).toBe(true);
  });

  it('is not, when a card moved after those ratings were sent', () => {
    expect(markedFinished(stored, { a: 'like' })).toBeNull();
    expect(markedFinished(stored, { a: 'like', b: 'like' })).toBeNull();
    expect(markedFinished(null, {})).toBeNull();
  });

  it('is in progress again after its next move', () => {
    expect(toStoredSort(rateCard(state, 'c', 'like'))).not.toHaveProperty('finished');
  });
});
