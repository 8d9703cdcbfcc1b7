import { scoreInterests } from '@pathwise/assessment';
import type { InterestDeck } from '@pathwise/contract';
import { browserResultSchema } from './result-storage';
import { scoreSort, viewOfScored } from './result-view';

const areas = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
const deck: InterestDeck = {
  size: 'standard',
  seed: 'pathwise',
  cards: areas.flatMap((area) =>
    [0, 1].map((n) => ({ id: `${area}-${n}`, text: `${area}${n}`, area })),
  ),
  minimum: { perArea: 2, total: 12 },
};
const all = (rating: 'like' | 'unsure' | 'dislike') =>
  Object.fromEntries(deck.cards.map((card) => [card.id, rating]));

describe('scoring a sort', () => {
  it('uses the deck’s minimum', () => {
    const { ['C-1']: _, ...short } = all('unsure');
    expect(scoreSort(deck, short).status).toBe('not-enough-answers');
    expect(scoreSort(deck, all('unsure')).status).toBe('scored');
  });

  it('gives the engine’s scores and code, in a shape the browser can keep', () => {
    const ratings = {
      ...all('dislike'),
      'S-0': 'like',
      'S-1': 'like',
      'A-0': 'like',
      'I-0': 'unsure',
    } as const;
    const scored = scoreSort(deck, ratings);
    if (scored.status !== 'scored') throw new Error('expected a score');
    const engine = scoreInterests(deck.cards, ratings, { minimum: deck.minimum });
    const view = viewOfScored(scored, '2026-11-22T10:00:00.000Z');
    expect(view).toEqual({
      scores: { R: 0, I: 25, A: 50, S: 100, E: 0, C: 0 },
      hollandCode: engine.status === 'scored' ? engine.hollandCode : '',
      flat: false,
      answered: 12,
      answeredByArea: { R: 2, I: 2, A: 2, S: 2, E: 2, C: 2 },
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(view.hollandCode).toBe('SAI');
    const kept = { version: 1, result: view, ratings: [{ cardId: 'S-0', rating: 'like' }] };
    expect(browserResultSchema.safeParse(JSON.parse(JSON.stringify(kept))).success).toBe(true);
  });

  it('flags a sort that leans toward no area', () => {
    const scored = scoreSort(deck, all('like'));
    expect(scored.status === 'scored' && scored.flat).toBe(true);
  });
});
