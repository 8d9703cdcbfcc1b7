import { STORAGE_KEYS } from '../../keys';
import { resultStore, sortStore } from '../interests/stores';
import { storeMadeHere } from '../../test-support';
import { forgetThisBrowser } from './forget';
import { heldVersion } from './held-version';
import { heldHere } from './held-here';
import { isOwnDevice, setOwnDevice } from './own-device';

const sort = { version: 1, ratings: { 'card-a': 'like', 'card-b': 'dislike' }, history: [] };
const favourites = [
  { code: '15-1252.00', title: 'Software Developers', savedAt: '2026-11-01T10:00:00.000Z' },
];

describe('forgetThisBrowser', () => {
  beforeEach(() => localStorage.clear());

  it('removes every kind of a person’s progress, tells the stores, and keeps device settings', () => {
    storeMadeHere(STORAGE_KEYS.interestSort, JSON.stringify(sort));
    storeMadeHere(STORAGE_KEYS.favourites, JSON.stringify(favourites));
    localStorage.setItem(STORAGE_KEYS.reportLanguage, '"fr"');
    localStorage.setItem('vite-ui-theme', 'dark');
    setOwnDevice(true);
    expect(heldHere().map((item) => item.kind)).toEqual(['sort', 'favourites']);
    const listener = vi.fn();
    const unsubscribe = sortStore.subscribe(listener);
    const before = heldVersion();

    forgetThisBrowser();

    unsubscribe();
    expect(heldHere()).toEqual([]);
    // The device setting stays, and so does the list of open tabs (random ids, nobody's).
    const kept = new Set<string>([STORAGE_KEYS.ownDevice, STORAGE_KEYS.openSessions]);
    for (const key of Object.values(STORAGE_KEYS).filter((key) => !kept.has(key)))
      expect(localStorage.getItem(key)).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(sortStore.read().value).toBeNull();
    expect(resultStore.read().value).toBeNull();
    expect(heldVersion()).toBe(before + 1);
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(isOwnDevice()).toBe(true);
  });
});
