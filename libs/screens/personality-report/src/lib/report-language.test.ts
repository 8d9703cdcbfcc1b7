import {
  REPORT_LANGUAGE_KEY,
  languageLabel,
  matchBrowserLanguage,
  parseStoredLanguage,
  pickReportLanguage,
  readStoredLanguage,
  storeLanguage,
  textDirection,
} from './report-language';

const available = ['ar', 'da', 'de', 'nl', 'en', 'fr', 'he', 'id', 'no', 'pt-br', 'es'];

describe('the stored language', () => {
  it('accepts only a language on offer', () => {
    expect(parseStoredLanguage('de', available)).toBe('de');
    expect(parseStoredLanguage('klingon', available)).toBeNull();
    expect(parseStoredLanguage('DE', available)).toBeNull();
    expect(parseStoredLanguage('', available)).toBeNull();
    expect(parseStoredLanguage(null, available)).toBeNull();
    expect(parseStoredLanguage(42, available)).toBeNull();
  });

  it('is read from and written to local storage under its key', () => {
    storeLanguage('fr');
    expect(localStorage.getItem(REPORT_LANGUAGE_KEY)).toBe('fr');
    expect(readStoredLanguage()).toBe('fr');
  });

  it("forgets the choice when the reader picks the page's own language", () => {
    storeLanguage('fr', localStorage, 'es');
    expect(readStoredLanguage()).toBe('fr');
    storeLanguage('es', localStorage, 'es');
    expect(readStoredLanguage()).toBeNull();
  });

  it('survives storage that refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readStoredLanguage(broken)).toBeNull();
    expect(() => storeLanguage('de', broken)).not.toThrow();
  });
});

describe("the browser's language", () => {
  it('matches exact tags regardless of case, then base languages', () => {
    expect(matchBrowserLanguage(['pt-BR'], available)).toBe('pt-br');
    expect(matchBrowserLanguage(['de-AT', 'en'], available)).toBe('de');
    expect(matchBrowserLanguage(['pt-PT'], available)).toBe('pt-br');
  });

  it('knows the older and regional codes', () => {
    expect(matchBrowserLanguage(['nb-NO'], available)).toBe('no');
    expect(matchBrowserLanguage(['iw'], available)).toBe('he');
  });

  it('skips languages without texts', () => {
    expect(matchBrowserLanguage(['ja', 'fr-CA'], available)).toBe('fr');
    expect(matchBrowserLanguage(['ja', 'zh'], available)).toBeNull();
  });
});

describe('picking the language', () => {
  it('prefers a valid stored choice', () => {
    expect(pickReportLanguage({ stored: 'es', preferred: ['de'], available })).toBe('es');
  });

  it("falls back to the browser's language, then English", () => {
    expect(pickReportLanguage({ stored: 'xx', preferred: ['de-CH'], available })).toBe('de');
    expect(pickReportLanguage({ stored: null, preferred: ['ja'], available })).toBe('en');
    expect(pickReportLanguage({ stored: null, preferred: [], available })).toBe('en');
  });

  it("follows the page's language, which counts for a browser language Pathwise is written in", () => {
    // A Spanish page: Spanish descriptions, whatever English the browser also lists.
    expect(pickReportLanguage({ stored: null, preferred: ['en-US'], available, page: 'es' })).toBe(
      'es',
    );
    expect(pickReportLanguage({ stored: null, preferred: ['ja'], available, page: 'es' })).toBe(
      'es',
    );
    // A language Pathwise isn't written in, listed first, still wins.
    expect(
      pickReportLanguage({ stored: null, preferred: ['de', 'es'], available, page: 'es' }),
    ).toBe('de');
    // An English page on a Spanish browser: the reader chose English.
    expect(
      pickReportLanguage({ stored: null, preferred: ['es-MX', 'fr'], available, page: 'en' }),
    ).toBe('en');
    // A choice made on this device still comes first.
    expect(pickReportLanguage({ stored: 'fr', preferred: [], available, page: 'es' })).toBe('fr');
  });
});

describe('language names', () => {
  it('names a language in itself and in English', () => {
    expect(languageLabel('de', 'Deutsch')).toBe('Deutsch (German)');
    expect(languageLabel('en', 'English')).toBe('English');
    expect(languageLabel('fr', 'French')).toBe('Français (French)');
  });

  it("names a language in the page's language beside its own name", () => {
    expect(languageLabel('de', 'German', 'es')).toBe('Deutsch (alemán)');
    expect(languageLabel('es', 'Spanish', 'es')).toBe('Español');
    expect(languageLabel('en', 'English', 'es')).toBe('English (inglés)');
  });

  it('reads right-to-left languages right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('pt-br')).toBe('ltr');
  });
});
