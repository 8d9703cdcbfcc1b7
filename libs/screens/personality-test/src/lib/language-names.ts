import {
  BIG_FIVE_ITEM_LANGUAGES,
  type BigFiveItemLanguage,
  isBigFiveItemLanguage,
} from '@pathwise/assessment';

export type LanguageOption = { id: BigFiveItemLanguage; label: string };

const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'he', 'ur']);

function displayName(code: string, inLocale: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'none' }).of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The languages the statements come in, named in English and in the language itself
 * ("German — Deutsch"), sorted by the English name; the code stands in where the browser has no name.
 */
export function languageOptions(displayLocale = 'en'): LanguageOption[] {
  return BIG_FIVE_ITEM_LANGUAGES.map(({ id }) => {
    const name = displayName(id, displayLocale) ?? id;
    const own = displayName(id, id);
    return { id, label: own && own !== name ? `${name} — ${own}` : name };
  }).sort((a, b) => a.label.localeCompare(b.label, displayLocale));
}

/** The first of the browser's languages the statements exist in (exact, then by base language), else English. */
export function preferredLanguage(candidates: readonly string[]): BigFiveItemLanguage {
  for (const candidate of candidates) {
    const tag = candidate.toLowerCase();
    if (isBigFiveItemLanguage(tag)) return tag;
    const base = tag.split('-')[0];
    if (isBigFiveItemLanguage(base)) return base;
  }
  return 'en';
}

export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

export const textDirection = (language: string): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
