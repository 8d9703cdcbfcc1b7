import type { InterestDeck } from '@pathwise/contract';
import { minimumProgress } from './minimum';

const deck: InterestDeck = {
  size: 'standard',
  seed: 'pathwise',
  cards: (['R', 'I', 'A', 'S', 'E', 'C'] as const).flatMap((area) =>
    [0, 1, 2].map((n) => ({ id: `${area}-${n}`, text: `${area} ${n}`, area })),
  ),
  minimum: { perArea: 1, total: 8 },
};

describe('distance to the minimum', () => {
  it('counts the cards still needed', () => {
    expect(minimumProgress(deck, { 'R-0': 'like', 'I-0': 'unsure' })).toEqual({
      toGo: 6,
      areasShort: 4,
    });
  });

  it('names areas still short once the count is reached', () => {
    const ratings = Object.fromEntries(
      ['R-0', 'R-1', 'R-2', 'I-0', 'I-1', 'I-2', 'A-0', 'A-1'].map((id) => [id, 'like' as const]),
    );
    expect(minimumProgress(deck, ratings)).toEqual({ toGo: 0, areasShort: 3 });
  });

  it('is met when both are', () => {
    const ratings = Object.fromEntries(
      ['R-0', 'R-1', 'I-0', 'A-0', 'S-0', 'E-0', 'C-0', 'C-1'].map((id) => [
        id,
        'dislike' as const,
      ]),
    );
    expect(minimumProgress(deck, ratings)).toEqual({ toGo: 0, areasShort: 0 });
  });
});
