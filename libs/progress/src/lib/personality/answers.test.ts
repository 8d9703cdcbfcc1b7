import { ITEM_IDS, answerList } from './answers';

describe('answers as the API takes them', () => {
  it('lists only what was answered, in the test’s order', () => {
    const [a, b] = ITEM_IDS as [string, string];
    expect(answerList({ [b]: 1, [a]: 4 })).toEqual([
      { itemId: a, score: 4 },
      { itemId: b, score: 1 },
    ]);
    expect(answerList({})).toEqual([]);
  });
});
