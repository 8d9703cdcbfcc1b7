import { readBrowserProgress } from './browser-progress';
import { STORAGE_KEYS } from '@pathwise/progress/keys';

const storageWith = (entries: Partial<Record<keyof typeof STORAGE_KEYS, unknown>>) => {
  const items = new Map<string, string>(
    Object.entries(entries).map(([name, value]) => [
      STORAGE_KEYS[name as keyof typeof STORAGE_KEYS],
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return { getItem: (key: string) => items.get(key) ?? null };
};

const draft = (answers: Record<string, unknown>, testVersion = 'ipip-neo-120@1.3.3') => ({
  version: 1,
  testVersion,
  language: 'en',
  answers,
  position: 0,
  updatedAt: '2026-11-01T09:00:00.000Z',
});

describe('readBrowserProgress', () => {
  it('reads what the test and the playground keep', () => {
    const progress = readBrowserProgress(
      storageWith({
        personalityDraft: draft({ a: 1, b: 5, c: 3 }),
        interestSort: { version: 1, ratings: { x: 'like', y: 'dislike' }, history: [] },
        interestResult: { version: 1, result: { hollandCode: 'IAS', flat: false }, ratings: [] },
        onboarding: { lifeStage: 'working', country: 'GB', completed: false },
      }),
    );
    expect(progress).toEqual({
      personality: { answered: 3, reportReady: false },
      interests: { sorted: 2, hollandCode: 'IAS' },
      aboutYou: { answered: 2, completed: false },
    });
  });

  it('counts damaged, foreign or out-of-range copies as nothing', () => {
    const progress = readBrowserProgress(
      storageWith({
        personalityDraft: draft({ a: 9 }),
        interestSort: '{"version":1,',
        interestResult: { version: 1, result: { hollandCode: 'XYZ' } },
        onboarding: '"just a string"',
      }),
    );
    expect(progress).toEqual({
      personality: { answered: 0, reportReady: false },
      interests: { sorted: 0, hollandCode: null },
      aboutYou: { answered: 0, completed: false },
    });
  });

  it('ignores a test saved by another version of the test', () => {
    const progress = readBrowserProgress(
      storageWith({ personalityDraft: draft({ a: 2 }, 'another-test@1') }),
    );
    expect(progress.personality.answered).toBe(0);
  });

  it('survives storage that throws, or none at all', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readBrowserProgress(throwing).interests.sorted).toBe(0);
    expect(readBrowserProgress(null).personality.answered).toBe(0);
  });
});
