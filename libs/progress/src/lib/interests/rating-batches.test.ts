import { ratingBatches, ratingEntries } from './rating-batches';

describe('rating batches', () => {
  it('lists ratings as entries', () => {
    expect(ratingEntries({ a: 'like', b: 'dislike' })).toEqual([
      { cardId: 'a', rating: 'like' },
      { cardId: 'b', rating: 'dislike' },
    ]);
  });

  it('splits ratings into requests of at most 200', () => {
    const entries = Array.from({ length: 401 }, (_, index) => ({
      cardId: `card-${index}`,
      rating: 'unsure' as const,
    }));
    const batches = ratingBatches(entries);
    expect(batches.map((batch) => batch.length)).toEqual([200, 200, 1]);
    expect(batches.flat()).toEqual(entries);
  });

  it('makes no batch for no ratings', () => {
    expect(ratingBatches([])).toEqual([]);
  });
});
