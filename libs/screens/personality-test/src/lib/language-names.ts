import {
  BIG_FIVE_ITEM_LANGUAGES,
  type BigFiveItemLanguage,
  isBigFiveItemLanguage,
} from '@pathwise/assessment';

export type LanguageOption = { id: BigFiveItemLanguage; label: string };

const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'he', 'ur']);

/**
 * The languages the statements come in, named in English and in the language itself, sorted by
 * English name.
 */
export function languageOptions(): LanguageOption[] {
  return BIG_FIVE_ITEM_LANGUAGES.map(({ id, label }) => ({ id, label })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
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
