import { endBrowserSession } from '../../test-support';
import { STORAGE_KEYS } from '../../keys';
import { adoptHere, madeRecord, mayMoveTo, noteMadeHere, setMaker } from './made-here';

const SORT = STORAGE_KEYS.interestSort;
const AT = new Date('2026-11-20T09:00:00.000Z');

/** The tab closed, and a new one (or the browser opened again) starts a session of its own. */
const newSession = endBrowserSession;

describe('made here', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setMaker(null);
  });

  it('lets progress made in this browser session go to whoever signs in', () => {
    noteMadeHere(SORT, AT);
    expect(mayMoveTo(SORT, 'someone')).toBe(true);
  });

  it('holds back progress from an earlier session, and progress it knows nothing about', () => {
    noteMadeHere(SORT, AT);
    newSession();
    expect(mayMoveTo(SORT, 'someone')).toBe(false);
    expect(mayMoveTo(STORAGE_KEYS.favourites, 'someone')).toBe(false);
  });

  it('knows what a signed-in person made as theirs in any later session, and only theirs', () => {
    setMaker('a');
    noteMadeHere(SORT, AT);
    newSession();
    expect(mayMoveTo(SORT, 'a')).toBe(true);
    expect(mayMoveTo(SORT, 'b')).toBe(false);
  });

  it('counts progress someone said is theirs as theirs, keeping when it was made', () => {
    noteMadeHere(SORT, AT);
    newSession();
    adoptHere([SORT], 'b');
    expect(mayMoveTo(SORT, 'b')).toBe(true);
    expect(madeRecord()[SORT]?.at).toBe(AT.toISOString());
  });

  it('reads a damaged record as knowing nothing', () => {
    localStorage.setItem(STORAGE_KEYS.madeHere, '{"pathwise:interest-sort":{"session":1}}');
    expect(madeRecord()).toEqual({});
    localStorage.setItem(STORAGE_KEYS.madeHere, 'not json');
    expect(mayMoveTo(SORT, 'someone')).toBe(false);
  });

  it('ignores keys that are not progress', () => {
    noteMadeHere(STORAGE_KEYS.ownDevice, AT);
    expect(localStorage.getItem(STORAGE_KEYS.madeHere)).toBeNull();
  });
});
