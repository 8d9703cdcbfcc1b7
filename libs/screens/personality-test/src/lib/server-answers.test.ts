import { ITEM_IDS } from './progress';
import {
  answersFromServer,
  apiErrorCode,
  isRetryable,
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
  it('reads the problem code', () => {
    const mismatch = { status: 409, data: { code: 'test_version_mismatch', detail: '…' } };
    expect(apiErrorCode(mismatch)).toBe('test_version_mismatch');
    expect(isVersionMismatch(mismatch)).toBe(true);
    expect(apiErrorCode({ status: 'FETCH_ERROR', error: 'x' })).toBeUndefined();
    expect(apiErrorCode(null)).toBeUndefined();
  });

  it.each([
    [{ status: 'FETCH_ERROR', error: 'Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'timeout' }, true],
    [{ status: 503, data: {} }, true],
    [{ status: 429, data: {} }, true],
    [{ status: 409, data: { code: 'test_version_mismatch' } }, false],
    [{ status: 422, data: { code: 'invalid_answers' } }, false],
    [{ status: 401, data: {} }, false],
    [new Error('boom'), false],
  ])('retries %j: %s', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});
