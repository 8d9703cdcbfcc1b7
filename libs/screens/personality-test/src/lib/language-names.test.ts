import { BIG_FIVE_ITEM_LANGUAGES } from '@pathwise/assessment';
import { loadStoryLanguage } from '@pathwise/testing/storybook';
import { languageOptions, preferredLanguage, textDirection } from './language-names';

describe('language names', () => {
  it('offers every language of the items, named in English and in itself', () => {
    const options = languageOptions();
    expect(options).toHaveLength(BIG_FIVE_ITEM_LANGUAGES.length);
    expect(options.find((o) => o.id === 'de')?.label).toBe('German — Deutsch');
    expect(options.find((o) => o.id === 'en')?.label).toBe('English');
    expect(options.map((o) => o.label)).toEqual(
      [...options.map((o) => o.label)].sort((x, y) => x.localeCompare(y, 'en')),
    );
  });

  it('names the languages the same whatever the browser’s own language data says', () => {
    const before = languageOptions();
    vi.spyOn(Intl.DisplayNames.prototype, 'of').mockReturnValue(undefined);
    try {
      expect(languageOptions()).toEqual(before);
      expect(before.find((o) => o.id === 'sq')?.label).toBe('Albanian — shqip');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('names them in the page’s language, sorted as it sorts', async () => {
    await loadStoryLanguage('es');
    try {
      const options = languageOptions('es');
      expect(options.find((o) => o.id === 'de')?.label).toBe('Alemán — Deutsch');
      expect(options.find((o) => o.id === 'en')?.label).toBe('Inglés — English');
      expect(options.find((o) => o.id === 'es')?.label).toBe('Español');
      // "Árabe" sorts with the A's.
      expect(options.map((o) => o.label).indexOf('Árabe — العربية')).toBeLessThan(
        options.map((o) => o.label).indexOf('Búlgaro — български'),
      );
    } finally {
      await loadStoryLanguage('en');
    }
  });

  it('picks the browser language the items exist in', () => {
    expect(preferredLanguage(['pt-BR', 'en'])).toBe('pt-br');
    expect(preferredLanguage(['de-AT'])).toBe('de');
    expect(preferredLanguage(['gd', 'fr-CA'])).toBe('fr');
    expect(preferredLanguage(['gd'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('counts a language Pathwise is written in as the page’s', () => {
    // Reading Pathwise in Spanish: Spanish statements, unless the browser puts another first.
    expect(preferredLanguage(['en-US'], 'es')).toBe('es');
    expect(preferredLanguage([], 'es')).toBe('es');
    expect(preferredLanguage(['de-AT', 'es'], 'es')).toBe('de');
    // Reading it in English on a Spanish browser: English was chosen over Spanish.
    expect(preferredLanguage(['es-MX', 'de'], 'en')).toBe('en');
  });

  it('knows which languages read right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
