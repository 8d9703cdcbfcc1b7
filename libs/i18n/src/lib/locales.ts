/**
 * The languages Pathwise is written in. Adding one is adding its code here, its catalogues
 * (`npm run messages` writes the empty ones) and its data files (see the README).
 */
export const LOCALES = ['en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

/** The spec's addresses are English; every other language lives under its own prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** Writing direction, for `<html dir>`; logical CSS properties follow it. */
export const LOCALE_DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { en: 'ltr', es: 'ltr' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** "/es" for Spanish, "" for English. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The language an address is in: its first segment when that names a language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix ("/es/careers" → "/careers", "/es" → "/"). */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(localePrefix(locale).length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same address in another language. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = withoutLocale(pathname);
  const prefix = localePrefix(locale);
  return prefix ? (bare === '/' ? prefix : `${prefix}${bare}`) : bare;
}

/**
 * The first of a reader's languages (the browser's list, or an Accept-Language header) that
 * Pathwise has, or null: "es-MX" is Spanish, "pt-BR" is none.
 */
export function supportedLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * The language a reader is sent to on an English address: the one they chose in the app, or else
 * the first of their languages Pathwise has; null for neither. The server and the service worker
 * decide alike.
 */
export const readerLocale = (choice: Locale | null, languages: readonly string[]): Locale | null =>
  choice ?? supportedLocale(languages);

/** The language tags of an Accept-Language header, by their q-values (highest first). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1_000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
