import {
  HELD_NAMES,
  STORAGE_KEYS,
  hasBrowserProgress,
  hasEarlierProgress,
  heldScript,
} from './keys';
import { resultStore, sortStore } from './lib/interests/stores';
import { ITEM_IDS } from './lib/personality/answers';
import { draftStore, newDraft } from './lib/personality/draft-store';
import { earlierKeys, keepSessionOpen, readingEverything, setMaker } from './lib/storage';
import { heldFromEarlier, keepEarlier, setOwnDevice } from './lib/this-browser';
import { endBrowserSession } from './test-support';

const SORT = {
  version: 1 as const,
  ratings: { a: 'like' as const },
  history: [{ cardId: 'a', rating: 'like' as const, previous: null }],
};

/** The tab closes (or the browser), and someone opens Pathwise in a new one. */
const newTab = endBrowserSession;

/** A second tab of the same browser, the first still open: its own session storage. */
const tabBeside = () => sessionStorage.clear();

/** What the page's inline script decides before any code runs. */
const scriptSays = (keys: readonly string[], state: 'mine' | 'earlier'): boolean =>
  new Function(`return ${heldScript(keys, state)}`)() as boolean;

describe('whose progress this browser holds', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setMaker(null);
  });
  // Each test is a page of its own: the tab's sign of life stops with it.
  afterEach(() => keepSessionOpen()());

  it('shows what was made in this browser session', () => {
    sortStore.write(SORT);
    expect(sortStore.read().value).toEqual(SORT);
    expect(hasBrowserProgress()).toBe(true);
    expect(hasEarlierProgress()).toBe(false);
  });

  it("reads an earlier visit's progress as nothing in a new tab, until the person says it is theirs", () => {
    sortStore.write(SORT);
    newTab();
    expect(sortStore.read().value).toBeNull();
    expect(hasBrowserProgress()).toBe(false);
    expect(hasEarlierProgress()).toBe(true);
    expect(readingEverything(() => sortStore.read().value)).toEqual(SORT);

    const earlier = heldFromEarlier();
    expect(earlier.map((item) => item.kind)).toEqual(['sort']);
    keepEarlier(earlier);
    expect(sortStore.read().value).toEqual(SORT);
    expect(hasEarlierProgress()).toBe(false);
  });

  it('hides a test in progress from an earlier visit, and progress with no record of who made it', () => {
    draftStore.write({
      ...newDraft('en', { sex: 'female', ageBand: '21-40' }, new Date()),
      answers: { [ITEM_IDS[0]!]: 4 },
      position: 1,
    });
    expect(draftStore.read().draft).not.toBeNull();
    newTab();
    expect(draftStore.read().draft).toBeNull();
    localStorage.setItem(STORAGE_KEYS.interestResult, '{}');
    expect(earlierKeys()).toContain(STORAGE_KEYS.interestResult);
  });

  it('shows everything on a device someone marked as their own', () => {
    sortStore.write(SORT);
    newTab();
    setOwnDevice(true);
    expect(sortStore.read().value).toEqual(SORT);
    expect(hasEarlierProgress()).toBe(false);
  });

  it("shows a signed-in person what they made before, and not another account's", () => {
    setMaker('a');
    sortStore.write(SORT);
    newTab();
    setMaker(null);
    expect(sortStore.read().value).toBeNull();
    setMaker('b');
    expect(sortStore.read().value).toBeNull();
    setMaker('a');
    expect(sortStore.read().value).toEqual(SORT);
  });

  it('lets a tab opened beside an open one carry on, but not one opened after it closed', () => {
    sortStore.write(SORT);
    const first = sessionStorage.getItem(HELD_NAMES.session);
    tabBeside();
    expect(sortStore.read().value).toEqual(SORT);
    expect(scriptSays([STORAGE_KEYS.interestSort], 'mine')).toBe(true);

    // Both close (the first tab last); whoever opens Pathwise next is asked.
    sessionStorage.setItem(HELD_NAMES.session, String(first));
    newTab();
    expect(sortStore.read().value).toBeNull();
    expect(scriptSays([STORAGE_KEYS.interestSort], 'mine')).toBe(false);
  });

  it("lets an open tab's sign of life lapse when the tab stopped without closing", () => {
    const now = Date.now();
    sortStore.write(SORT);
    const session = sessionStorage.getItem('pathwise:browser-session');
    localStorage.setItem(
      STORAGE_KEYS.openSessions,
      JSON.stringify({ [String(session)]: now - 600_000 }),
    );
    newTab();
    expect(sortStore.read().value).toBeNull();
  });

  it("agrees with the page's inline script", () => {
    const keys = [STORAGE_KEYS.interestSort, STORAGE_KEYS.interestResult];
    expect(scriptSays(keys, 'mine')).toBe(false);
    sortStore.write(SORT);
    expect(scriptSays(keys, 'mine')).toBe(true);
    expect(scriptSays(keys, 'earlier')).toBe(false);
    newTab();
    expect(scriptSays(keys, 'mine')).toBe(false);
    expect(scriptSays(keys, 'earlier')).toBe(true);
    resultStore.write(null);
    localStorage.setItem(STORAGE_KEYS.madeHere, 'not json');
    expect(scriptSays(keys, 'earlier')).toBe(true);
    expect(hasEarlierProgress()).toBe(true);
  });
});
