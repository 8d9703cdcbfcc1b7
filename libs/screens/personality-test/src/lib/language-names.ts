import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BIG_FIVE_ITEM_LANGUAGES,
  type BigFiveItemLanguage,
  isBigFiveItemLanguage,
} from '@pathwise/assessment';
import { activeLocale, i18n, supportedLocale } from '@pathwise/i18n';

export type LanguageOption = { id: BigFiveItemLanguage; label: string };

const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'he', 'ur']);

/**
 * Each language of the statements named in the reader's language. Written out rather than asked of
 * the browser's Intl data, which differs between browsers (and from the build that prerenders the
 * test's introduction).
 */
const NAMES: Record<BigFiveItemLanguage, MessageDescriptor> = {
  sq: msg`Albanian`,
  ar: msg`Arabic`,
  hy: msg`Armenian`,
  'pt-br': msg`Brazilian Portuguese`,
  bg: msg`Bulgarian`,
  ca: msg`Catalan`,
  'zh-hk': msg`Chinese (Hong Kong)`,
  'zh-cn': msg`Chinese (China)`,
  hr: msg`Croatian`,
  cs: msg`Czech`,
  da: msg`Danish`,
  de: msg`German`,
  nl: msg`Dutch`,
  en: msg`English`,
  et: msg`Estonian`,
  fi: msg`Finnish`,
  fr: msg`French`,
  he: msg`Hebrew`,
  hi: msg`Hindi`,
  hu: msg`Hungarian`,
  is: msg`Icelandic`,
  id: msg`Indonesian`,
  it: msg`Italian`,
  ja: msg`Japanese`,
  ko: msg`Korean`,
  no: msg`Norwegian`,
  fa: msg`Persian`,
  pl: msg`Polish`,
  ro: msg`Romanian`,
  ru: msg`Russian`,
  sr: msg`Serbian`,
  ss: msg`Swati`,
  sl: msg`Slovenian`,
  es: msg`Spanish`,
  sv: msg`Swedish`,
  th: msg`Thai`,
  tr: msg`Turkish`,
  uk: msg`Ukrainian`,
  ur: msg`Urdu`,
};

/**
 * The languages the statements come in, each named in the page's language (`locale`, the one
 * messages are in) and in itself ("German — Deutsch"; just "English" where the two are the same),
 * sorted as that language sorts.
 */
export function languageOptions(locale: string = activeLocale()): LanguageOption[] {
  // One collator for the whole sort: localeCompare with a locale builds one per comparison, which
  // cost a phone tens of milliseconds while the test page started.
  const { compare } = new Intl.Collator(locale);
  return BIG_FIVE_ITEM_LANGUAGES.map(({ id, label }) => {
    // The assessment's label is "English name — own name" ("English" alone for English).
    const own = label.split(' — ')[1] ?? label;
    const name = i18n._(NAMES[id]);
    const same = name.toLocaleLowerCase(locale) === own.toLocaleLowerCase(locale);
    return { id, label: same ? name : `${name} — ${own}` };
  }).sort((a, b) => compare(a.label, b.label));
}

/**
 * The statements' language to offer first: the first of the browser's languages the statements
 * exist in (exact tag, then base language), where a language Pathwise itself is written in counts
 * as the one the page is in (someone reading Pathwise in English on a Spanish browser chose
 * English); else the page's language.
 */
export function preferredLanguage(
  candidates: readonly string[],
  page: string = activeLocale(),
): BigFiveItemLanguage {
  const fallback = isBigFiveItemLanguage(page) ? page : 'en';
  for (const candidate of candidates) {
    if (supportedLocale([candidate])) return fallback;
    const tag = candidate.toLowerCase();
    if (isBigFiveItemLanguage(tag)) return tag;
    const base = tag.split('-')[0];
    if (isBigFiveItemLanguage(base)) return base;
  }
  return fallback;
}

export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

export const textDirection = (language: string): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
