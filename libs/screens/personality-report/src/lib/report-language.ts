import { activeLocale, supportedLocale } from '@pathwise/i18n';
import { keepReportLanguage, readReportLanguage } from '@pathwise/progress';
import { STORAGE_KEYS } from '@pathwise/progress/keys';

/*
 * The report's page is in Pathwise's language (the app's: English or Spanish). The descriptions of
 * the traits and facets come in many more languages, so they have a language of their own: one the
 * reader chose on this device, else the first of the browser's languages the texts exist in, else
 * the page's. A browser language Pathwise itself is written in counts as the page's: the reader
 * chose the page's language over it. Choosing the page's language again forgets the choice, so the
 * descriptions follow the page once more.
 */

/** Where the chosen language of the report's texts is remembered on this device (until sign-out clears it). */
export const REPORT_LANGUAGE_KEY = STORAGE_KEYS.reportLanguage;

export const DEFAULT_REPORT_LANGUAGE = 'en';

/** Browser tags whose texts are filed under another code. */
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no', iw: 'he', in: 'id' };

/** A stored choice, if it is one of the languages on offer; anything else is ignored. */
export function parseStoredLanguage(value: unknown, available: readonly string[]): string | null {
  return typeof value === 'string' && available.includes(value) ? value : null;
}

/**
 * The first of the browser's preferred languages the texts exist in: the exact tag ("pt-BR" to
 * "pt-br"), else its base language ("de-AT" to "de", "pt" to "pt-br").
 */
export function matchBrowserLanguage(
  preferred: readonly string[],
  available: readonly string[],
): string | null {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (available.includes(lower)) return lower;
    const base = lower.split('-')[0] ?? '';
    const wanted = ALIASES[base] ?? base;
    const match =
      available.find((id) => id === wanted) ?? available.find((id) => id.split('-')[0] === wanted);
    if (match) return match;
  }
  return null;
}

/**
 * The browser's languages with each one Pathwise is written in read as the page's language: the
 * reader chose the page's language over it (or the page is in it).
 */
export const withPageLanguage = (preferred: readonly string[], page: string): string[] =>
  preferred.map((tag) => (supportedLocale([tag]) ? page : tag));

/** The stored choice, else the browser's language (see `withPageLanguage`), else the page's, else English. */
export function pickReportLanguage({
  stored,
  preferred,
  available,
  page = activeLocale(),
}: {
  stored: unknown;
  preferred: readonly string[];
  available: readonly string[];
  /** The page's language. */
  page?: string;
}): string {
  return (
    parseStoredLanguage(stored, available) ??
    matchBrowserLanguage(withPageLanguage(preferred, page), available) ??
    (available.includes(page) ? page : null) ??
    DEFAULT_REPORT_LANGUAGE
  );
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

/** The reader's choice as this device keeps it (`@pathwise/progress` keeps it, or another storage given). */
export const readStoredLanguage = (storage?: ReadableStorage): string | null =>
  readReportLanguage(storage);

/**
 * Remembers the reader's choice; the page's own language is no choice to remember (the
 * descriptions follow the page by default), so choosing it forgets any earlier one.
 */
export function storeLanguage(
  language: string,
  storage?: WritableStorage,
  page: string = activeLocale(),
): void {
  keepReportLanguage(language === page ? null : language, storage);
}

export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

function displayName(language: string, inLocale: string): string | undefined {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language' }).of(language);
  } catch {
    return undefined;
  }
}

/**
 * A language's name in itself, with its name in the page's language alongside when they differ
 * ("Deutsch (German)", "Deutsch (alemán)"), so people find their language whichever they read.
 * `fallback` (the English name) is used when the browser cannot name it.
 */
export function languageLabel(
  language: string,
  fallback: string,
  page: string = activeLocale(),
): string {
  const inPage = displayName(language, page) ?? fallback;
  const own = displayName(language, language);
  if (!own) return inPage;
  const capitalised = own.charAt(0).toLocaleUpperCase(language) + own.slice(1);
  return capitalised.toLocaleLowerCase(language) === inPage.toLocaleLowerCase(language)
    ? capitalised
    : `${capitalised} (${inPage})`;
}

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

/** Text direction for a language's paragraphs. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
