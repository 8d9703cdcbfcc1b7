import { saveLanguageChoice } from './choice';
import { LANGUAGE_COOKIE, languageChoiceInCookies } from './language-cookie';

describe('the language choice the server reads', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    localStorage.clear();
  });

  it('reads back the cookie the app writes', () => {
    saveLanguageChoice('es');
    expect(languageChoiceInCookies(document.cookie)).toBe('es');
  });

  it('finds the choice among other cookies', () => {
    expect(languageChoiceInCookies('theme=dark; pathwise-lang=es; other=1')).toBe('es');
    expect(languageChoiceInCookies('pathwise-lang=en')).toBe('en');
  });

  it('takes nothing that is not a language Pathwise is written in, or not its cookie', () => {
    expect(languageChoiceInCookies(undefined)).toBeNull();
    expect(languageChoiceInCookies('pathwise-lang=fr')).toBeNull();
    expect(languageChoiceInCookies('pathwise-lang=es-MX')).toBeNull();
    expect(languageChoiceInCookies('not-pathwise-lang=es')).toBeNull();
    expect(languageChoiceInCookies(`padding=${'x'.repeat(5000)}; pathwise-lang=es`)).toBeNull();
  });
});
