import { type Messages, i18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale, LOCALE_DIRECTION } from './locales';

export { i18n };
export type { Messages };

/**
 * The regional variant numbers, money and dates are written in: the reader's own when their
 * browser names one for the language (es-MX writes 37,160; es-ES 37.160), else the language's
 * usual one. Pages rendered at build time use the usual one.
 */
export function regionalTag(locale: Locale, languages: readonly string[] = []): string {
  const own = languages.find((tag) => tag.toLowerCase().startsWith(`${locale}-`));
  if (own) {
    try {
      return Intl.getCanonicalLocales(own)[0] ?? locale;
    } catch {
      // A malformed tag from the browser: fall through to the usual variant.
    }
  }
  return locale === 'en' ? 'en-US' : locale;
}

/** The language every message is in now. */
export const activeLocale = (): Locale => (i18n.locale || DEFAULT_LOCALE) as Locale;

/** The tag `Intl` formats with now (see `regionalTag`). */
export const formatTag = (): string => i18n.locales?.[0] ?? regionalTag(activeLocale());

/**
 * Makes `locale` the language of every message, with the catalogues loaded so far. `languages`
 * (the browser's list) picks the regional format.
 */
export function activateLocale(
  locale: Locale,
  messages: Messages,
  languages: readonly string[] = [],
): void {
  i18n.load(locale, messages);
  i18n.activate(locale, [regionalTag(locale, languages), locale]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = LOCALE_DIRECTION[locale];
  }
}

/** Adds a screen's catalogue to the language's messages (screens load theirs with their route). */
export function addMessages(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
}
