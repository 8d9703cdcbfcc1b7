import { CONSENT_KEY, consentState, readStoredChoice, storeChoice } from './consent';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('consent', () => {
  it('is not asked until a choice is stored, and remembers it', () => {
    expect(readStoredChoice()).toBeNull();
    storeChoice('granted');
    expect(readStoredChoice()).toBe('granted');
    storeChoice('denied');
    expect(readStoredChoice()).toBe('denied');
  });

  it.each(['yes', '{"choice":"granted"}', '{"version":1,"choice":"maybe","at":"x"}'])(
    'treats a damaged stored value (%s) as not asked',
    (raw) => {
      localStorage.setItem(CONSENT_KEY, raw);
      expect(readStoredChoice()).toBeNull();
    },
  );

  it('counts Do Not Track and Global Privacy Control as a decline until the visitor chooses', () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    expect(consentState(null)).toEqual({ choice: null, browserDeclines: true, granted: false });
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: null, globalPrivacyControl: true });
    expect(consentState(null).browserDeclines).toBe(true);
    expect(consentState('granted').granted).toBe(true);
  });

  it('grants nothing without a choice', () => {
    expect(consentState(null).granted).toBe(false);
    expect(consentState('denied').granted).toBe(false);
  });
});
