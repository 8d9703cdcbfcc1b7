import { ITEM_IDS, noteMadeHere } from '@pathwise/progress';
import { STORAGE_KEYS } from '@pathwise/progress/keys';
import { readBrowserProgress } from './browser-progress';

const store = (entries: Partial<Record<keyof typeof STORAGE_KEYS, unknown>>) => {
  for (const [name, value] of Object.entries(entries)) {
    const key = STORAGE_KEYS[name as keyof typeof STORAGE_KEYS];
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    // Made in this browser session: the visitor's own.
    noteMadeHere(key);
  }
};

const draft = (answers: Record<string, unknown>, testVersion = 'ipip-neo-120@1.3.3') => ({
  version: 1,
  testVersion,
  language: 'en',
  answers,
  position: 0,
  updatedAt: '2026-11-01T09:00:00.000Z',
});

const [first, second, third] = ITEM_IDS as [string, string, string];

const result = {
  version: 1,
  result: {
    scores: { R: 10, I: 90, A: 80, S: 70, E: 20, C: 5 },
    hollandCode: 'IAS',
    flat: false,
    answered: 2,
    answeredByArea: { R: 0, I: 1, A: 1, S: 0, E: 0, C: 0 },
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  ratings: [
    { cardId: 'x', rating: 'like' },
    { cardId: 'y', rating: 'dislike' },
  ],
};

describe('readBrowserProgress', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads what the test and the playground keep', () => {
    store({
      personalityDraft: draft({ [first]: 1, [second]: 5, [third]: 3 }),
      interestSort: { version: 1, ratings: { x: 'like', y: 'dislike' }, history: [] },
      interestResult: result,
      onboarding: { lifeStage: 'working', country: 'GB', completed: false },
    });
    expect(readBrowserProgress()).toEqual({
      personality: { answered: 3, reportReady: false },
      interests: { sorted: 2, hollandCode: 'IAS' },
      aboutYou: { answered: 2, completed: false },
    });
  });

  it('counts damaged, foreign or out-of-range copies as nothing', () => {
    store({
      personalityDraft: draft({ [first]: 9 }),
      interestSort: '{"version":1,',
      interestResult: { version: 1, result: { hollandCode: 'XYZ' } },
      onboarding: '"just a string"',
    });
    expect(readBrowserProgress()).toEqual({
      personality: { answered: 0, reportReady: false },
      interests: { sorted: 0, hollandCode: null },
      aboutYou: { answered: 0, completed: false },
    });
  });

  it('ignores a test saved by another version of the test', () => {
    store({ personalityDraft: draft({ [first]: 2 }, 'another-test@1') });
    expect(readBrowserProgress().personality.answered).toBe(0);
  });

  it('survives storage that throws', () => {
    store({ interestSort: { version: 1, ratings: { x: 'like' }, history: [] } });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readBrowserProgress().interests.sorted).toBe(0);
  });
});
