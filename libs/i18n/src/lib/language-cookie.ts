import { type Locale, isLocale } from './locales';

/** The cookie that carries a language chosen in the app to the server (see `saveLanguageChoice`). */
export const LANGUAGE_COOKIE = 'pathwise-lang';

// A cookie header is read only this far: a longer one is not a browser's own.
const COOKIE_HEADER_READ = 4096;
const CHOICE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2,3})\\s*(?:;|$)`);

/** The language chosen in the app, as the server reads it from a request's cookie header. */
export function languageChoiceInCookies(header: string | undefined): Locale | null {
  const chosen = CHOICE_IN_COOKIES.exec((header ?? '').slice(0, COOKIE_HEADER_READ))?.[1];
  return isLocale(chosen) ? chosen : null;
}
