import { ITEM_IDS } from './progress';
import {
  answersFromServer,
  isVersionMismatch,
  mergeAnswers,
  unsentAnswers,
} from './server-answers';

const [a, b, c] = ITEM_IDS as [string, string, string];

describe('merging with the server', () => {
  it('reads the server list, skipping items and scores this test does not know', () => {
    expect(
      answersFromServer([
        { itemId: a, score: 4 },
        { itemId: 'elsewhere', score: 2 },
        { itemId: b, score: 9 },
      ]),
    ).toEqual({ [a]: 4 });
  });

  it('takes the union, with this browser winning a conflict', () => {
    expect(mergeAnswers({ [a]: 5, [b]: 1 }, { [a]: 2, [c]: 3 })).toEqual({
      [a]: 5,
      [b]: 1,
      [c]: 3,
    });
  });

  it('sends only what the server lacks or holds differently, in test order', () => {
    expect(unsentAnswers({ [c]: 3, [a]: 5, [b]: 1 }, { [a]: 2, [b]: 1 })).toEqual([
      { itemId: a, score: 5 },
      { itemId: c, score: 3 },
    ]);
  });
});

describe('API errors', () => {
  it('knows answers to another version of the test', () => {
    const mismatch = { status: 409, data: { code: 'test_version_mismatch', detail: '…' } };
    expect(isVersionMismatch(mismatch)).toBe(true);
  });
});
