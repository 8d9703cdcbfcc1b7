import { DEVICE_KEYS } from '@pathwise/browser-keys';
import { LANGUAGE_COOKIE } from './language-cookie';
import { type Locale, isLocale } from './locales';

/**
 * The language a person chose, kept in this browser: in local storage for the app, and in a
 * cookie the server reads to send the spec's addresses to the chosen language's.
 */
export const LANGUAGE_STORAGE_KEY = DEVICE_KEYS.language;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The chosen language, or null when none was chosen (or what is stored is not a language). */
export function readLanguageChoice(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveLanguageChoice(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the cookie still carries the choice.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  }
}

/** The browser's languages, most preferred first. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];
