import { BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  DRAFT_KEY,
  type Draft,
  type DraftStorage,
  DraftStore,
  newDraft,
  parseDraft,
} from './draft-store';
import { ITEM_IDS } from './answers';

const now = new Date('2025-03-01T10:00:00.000Z');

function sampleDraft(): Draft {
  return {
    ...newDraft('en', { sex: 'female', ageBand: '21-40' }, now),
    answers: { [ITEM_IDS[0]!]: 4, [ITEM_IDS[1]!]: 1 },
    position: 2,
  };
}

/** A Map-backed storage whose calls can be made to fail. */
function fakeStorage(options: { failGet?: boolean; failSet?: boolean } = {}) {
  const items = new Map<string, string>();
  const storage: DraftStorage = {
    getItem: (key) => {
      if (options.failGet) throw new DOMException('Blocked', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (options.failSet) throw new DOMException('Full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items, options };
}

describe('parseDraft', () => {
  it('accepts a draft it wrote', () => {
    const draft = sampleDraft();
    expect(parseDraft(JSON.stringify(draft))).toEqual({ draft, problem: null });
  });

  it('accepts a draft without the optional details', () => {
    const { demographics: _, ...draft } = sampleDraft();
    expect(parseDraft(JSON.stringify(draft)).draft).toEqual(draft);
  });

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a score out of range', JSON.stringify({ ...sampleDraft(), answers: { [ITEM_IDS[0]!]: 6 } })],
    ['an unknown item', JSON.stringify({ ...sampleDraft(), answers: { 'made-up': 3 } })],
    ['an unknown language', JSON.stringify({ ...sampleDraft(), language: 'xx' })],
    ['a position past the end', JSON.stringify({ ...sampleDraft(), position: 120 })],
    ['another draft format', JSON.stringify({ ...sampleDraft(), version: 2 })],
    ['an unknown sex', JSON.stringify({ ...sampleDraft(), demographics: { sex: 'x' } })],
    ['no test version', JSON.stringify({ ...sampleDraft(), testVersion: undefined })],
  ])('calls %s corrupt', (_name, raw) => {
    expect(parseDraft(raw)).toEqual({ draft: null, problem: 'corrupt' });
  });

  it('tells a draft of another test version apart', () => {
    const raw = JSON.stringify({ ...sampleDraft(), testVersion: 'ipip-neo-120@0.9.0' });
    expect(parseDraft(raw)).toEqual({ draft: null, problem: 'other-version' });
  });
});

describe('DraftStore', () => {
  it('writes, reads back and clears a draft', () => {
    const { storage, items } = fakeStorage();
    const store = new DraftStore(() => storage);
    expect(store.read()).toEqual({ draft: null, problem: null, persistent: true });
    expect(store.write(sampleDraft())).toBe(true);
    expect(JSON.parse(items.get(DRAFT_KEY)!)).toMatchObject({
      version: 1,
      testVersion: BIG_FIVE_TEST_VERSION,
    });
    expect(store.read()).toEqual({ draft: sampleDraft(), problem: null, persistent: true });
    store.clear();
    expect(items.has(DRAFT_KEY)).toBe(false);
  });

  it('reports a damaged draft without removing it during the read', () => {
    const { storage, items } = fakeStorage();
    items.set(DRAFT_KEY, 'not json');
    const store = new DraftStore(() => storage);
    expect(store.read()).toEqual({ draft: null, problem: 'corrupt', persistent: true });
    // Reading twice (as React may do) gives the same answer; clearing is a separate step.
    expect(store.read().problem).toBe('corrupt');
    store.clear();
    expect(store.read()).toEqual({ draft: null, problem: null, persistent: true });
  });

  it('keeps the draft in memory when storage is full', () => {
    const { storage, options } = fakeStorage();
    const store = new DraftStore(() => storage);
    options.failSet = true;
    expect(store.write(sampleDraft())).toBe(false);
    expect(store.read()).toEqual({ draft: sampleDraft(), problem: null, persistent: false });
  });

  it('keeps the draft in memory when storage is blocked altogether', () => {
    const { storage } = fakeStorage({ failGet: true, failSet: true });
    const store = new DraftStore(() => storage);
    expect(store.read()).toEqual({ draft: null, problem: null, persistent: false });
    expect(store.write(sampleDraft())).toBe(false);
    expect(store.read().draft).toEqual(sampleDraft());
    expect(store.clear()).toBe(true);
    expect(store.read().draft).toBeNull();
  });

  it('works without any storage', () => {
    const store = new DraftStore(() => null);
    expect(store.read().persistent).toBe(false);
    expect(store.write(sampleDraft())).toBe(false);
    expect(store.read().draft).toEqual(sampleDraft());
  });

  it('prefers storage again once it works, forgetting the copy in memory', () => {
    const { storage, options } = fakeStorage({ failSet: true });
    const store = new DraftStore(() => storage);
    store.write(sampleDraft());
    options.failSet = false;
    expect(store.read()).toEqual({ draft: null, problem: null, persistent: true });
  });
});
