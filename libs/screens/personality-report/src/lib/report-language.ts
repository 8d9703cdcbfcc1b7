/** Where the chosen language of the report's texts is remembered on this device. */
export const REPORT_LANGUAGE_KEY = 'pathwise:report-language';

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

/** The stored choice, else the browser's language, else English. */
export function pickReportLanguage({
  stored,
  preferred,
  available,
}: {
  stored: unknown;
  preferred: readonly string[];
  available: readonly string[];
}): string {
  return (
    parseStoredLanguage(stored, available) ??
    matchBrowserLanguage(preferred, available) ??
    DEFAULT_REPORT_LANGUAGE
  );
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

// Storage can be switched off or full (private browsing); the choice then lasts only for the visit.
export function readStoredLanguage(
  storage: ReadableStorage | undefined = globalThis.localStorage,
): string | null {
  try {
    return storage?.getItem(REPORT_LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeLanguage(
  language: string,
  storage: WritableStorage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(REPORT_LANGUAGE_KEY, language);
  } catch {
    // Not remembered; the report still shows the chosen language now.
  }
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
 * A language's name in itself, with the English name alongside when they differ ("Deutsch
 * (German)"), so people find their language whichever they read. `fallback` is used when the
 * browser cannot name it.
 */
export function languageLabel(language: string, fallback: string): string {
  const english = displayName(language, 'en') ?? fallback;
  const own = displayName(language, language);
  if (!own) return english;
  const capitalised = own.charAt(0).toLocaleUpperCase(language) + own.slice(1);
  return capitalised === english ? english : `${capitalised} (${english})`;
}

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

/** Text direction for a language's paragraphs. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
