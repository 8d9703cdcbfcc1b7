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
});

describe('language names', () => {
  it('names a language in itself and in English', () => {
    expect(languageLabel('de', 'Deutsch')).toBe('Deutsch (German)');
    expect(languageLabel('en', 'English')).toBe('English');
    expect(languageLabel('fr', 'French')).toBe('Français (French)');
  });

  it('reads right-to-left languages right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('pt-br')).toBe('ltr');
  });
});
