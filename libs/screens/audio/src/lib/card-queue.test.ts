import type { InterestCard } from '@pathwise/contract';
import { nextCard } from './card-queue';

const cards: InterestCard[] = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id, area: 'R' }));

describe('nextCard', () => {
  it('reads the first unanswered card in deck order', () => {
    expect(nextCard(cards, {}, [])?.id).toBe('a');
    expect(nextCard(cards, { a: 'like', b: 'dislike' }, [])?.id).toBe('c');
  });

  it('leaves skipped cards until the rest are answered, then in skip order', () => {
    expect(nextCard(cards, {}, ['a'])?.id).toBe('b');
    expect(nextCard(cards, { b: 'like', c: 'like' }, ['d', 'a'])?.id).toBe('d');
    expect(nextCard(cards, { b: 'like', c: 'like', d: 'unsure' }, ['d', 'a'])?.id).toBe('a');
  });

  it('is null once every card has an answer', () => {
    const all = { a: 'like', b: 'like', c: 'unsure', d: 'dislike' } as const;
    expect(nextCard(cards, all, ['a'])).toBeNull();
  });
});
