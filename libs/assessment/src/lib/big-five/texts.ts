// Consumers type-check these sources too: the reference brings the data files' declarations along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../bigfive-org.d.ts" />
import type { BigFiveDomain, BigFiveFacet, BigFiveLevel } from './domains';
import { BIG_FIVE_DOMAIN_ORDER, BIG_FIVE_FACETS, BIG_FIVE_LEVELS } from './domains';
import type englishTemplate from '@bigfive-org/results/lib/data/en/index.js';
import type { OwnDomainTexts } from './own-texts/types';

/** Text in paragraphs, without markup: render each as its own paragraph. */
export type Paragraphs = readonly string[];

export interface BigFiveFacetTexts {
  readonly title: string;
  /** What the facet is about. */
  readonly text: Paragraphs;
  /** What each level of the facet means; only Pathwise's own texts have these. */
  readonly results?: Readonly<Record<BigFiveLevel, Paragraphs>>;
}

/**
 * At school or college, at work, strengths and things to watch for at one level (Pathwise's own
 * texts); a report shows the setting of the reader's life stage.
 */
export interface BigFiveLevelGuidance {
  readonly atStudy: string;
  readonly atWork: string;
  readonly strengths: readonly string[];
  readonly watchFor: readonly string[];
}

export interface BigFiveDomainTexts {
  readonly title: string;
  readonly shortDescription: string;
  readonly description: Paragraphs;
  /** What a low, average or high result (the percentile's level, see `levelForPercentile`) means. */
  readonly results: Readonly<Record<BigFiveLevel, Paragraphs>>;
  /** Only in Pathwise's own texts. */
  readonly guidance?: Readonly<Record<BigFiveLevel, BigFiveLevelGuidance>>;
  readonly facets: Readonly<Record<BigFiveFacet, BigFiveFacetTexts>>;
}

/**
 * Who wrote the texts: Pathwise itself (English), or the open-source Big Five project's
 * `@bigfive-org/results` (the other languages), to credit wherever they are shown.
 */
export type BigFiveTextSource = 'pathwise' | 'bigfive-org';

export interface BigFiveTexts {
  /** The language of the texts; English when the requested one is not available. */
  readonly language: BigFiveTextLanguage;
  /** True when the requested language was not available and English was used instead. */
  readonly fallback: boolean;
  readonly source: BigFiveTextSource;
  readonly domains: Readonly<Record<BigFiveDomain, BigFiveDomainTexts>>;
}

/** The languages `@bigfive-org/results` 1.2.9 has texts in, sorted by name. */
export const BIG_FIVE_TEXT_LANGUAGES = [
  { id: 'ar', name: 'Arabic' },
  { id: 'da', name: 'Danish' },
  { id: 'de', name: 'Deutsch' },
  { id: 'nl', name: 'Dutch' },
  { id: 'en', name: 'English' },
  { id: 'fr', name: 'French' },
  { id: 'el', name: 'Greek' },
  { id: 'he', name: 'Hebrew' },
  { id: 'is', name: 'Icelandic' },
  { id: 'id', name: 'Indonesian' },
  { id: 'it', name: 'Italian' },
  { id: 'no', name: 'Norwegian' },
  { id: 'pt-br', name: 'Portuguese Brazilian' },
  { id: 'ro', name: 'Romanian' },
  { id: 'es', name: 'Spanish' },
] as const;

export type BigFiveTextLanguage = (typeof BIG_FIVE_TEXT_LANGUAGES)[number]['id'];

/*
 * English is Pathwise's own text (below); the other languages come from `@bigfive-org/results`.
 * One loader per language with a literal path, so each language is a chunk of its own: the whole
 * package is large, and the package's getTemplate() builds the path at run time, which bundlers
 * cannot follow.
 */
const LOADERS: Record<
  Exclude<BigFiveTextLanguage, PathwiseTextLanguage>,
  () => Promise<{ default: RawTemplate }>
> = {
  ar: () => import('@bigfive-org/results/lib/data/ar/index.js'),
  da: () => import('@bigfive-org/results/lib/data/da/index.js'),
  de: () => import('@bigfive-org/results/lib/data/de/index.js'),
  nl: () => import('@bigfive-org/results/lib/data/nl/index.js'),
  fr: () => import('@bigfive-org/results/lib/data/fr/index.js'),
  el: () => import('@bigfive-org/results/lib/data/el/index.js'),
  he: () => import('@bigfive-org/results/lib/data/he/index.js'),
  is: () => import('@bigfive-org/results/lib/data/is/index.js'),
  id: () => import('@bigfive-org/results/lib/data/id/index.js'),
  it: () => import('@bigfive-org/results/lib/data/it/index.js'),
  no: () => import('@bigfive-org/results/lib/data/no/index.js'),
  'pt-br': () => import('@bigfive-org/results/lib/data/pt-br/index.js'),
  ro: () => import('@bigfive-org/results/lib/data/ro/index.js'),
};

/** One language's result texts, as the module declaration in `bigfive-org.d.ts` types them. */
type RawTemplate = typeof englishTemplate;

/**
 * The languages Pathwise writes its own report texts in (every section: work and study, strengths,
 * things to watch); the others are the open-source project's, credited as theirs.
 */
const OWN_TEXT_LOADERS = {
  en: async () => (await import('./own-texts/index')).OWN_TEXTS,
  es: async () => (await import('./own-texts/es/index')).OWN_TEXTS_ES,
} as const;

type PathwiseTextLanguage = keyof typeof OWN_TEXT_LOADERS;

export function isBigFiveTextLanguage(value: unknown): value is BigFiveTextLanguage {
  return (
    typeof value === 'string' &&
    (Object.hasOwn(OWN_TEXT_LOADERS, value) || Object.hasOwn(LOADERS, value))
  );
}

/**
 * Titles, descriptions and result texts of the five domains and thirty facets in `language`:
 * Pathwise's own in English and Spanish, `@bigfive-org/results` in the others, falling back to
 * English.
 */
export async function loadBigFiveTexts(language: string = 'en'): Promise<BigFiveTexts> {
  const used: BigFiveTextLanguage = isBigFiveTextLanguage(language) ? language : 'en';
  if (used === 'en' || used === 'es') {
    return {
      language: used,
      fallback: used !== language,
      source: 'pathwise',
      domains: ownTexts(await OWN_TEXT_LOADERS[used]()),
    };
  }
  const { default: template } = await LOADERS[used]();

  const domains = {} as Record<BigFiveDomain, BigFiveDomainTexts>;
  for (const domain of BIG_FIVE_DOMAIN_ORDER) {
    const raw = template.find((entry) => entry.domain === domain);
    if (!raw) throw new Error(`Big Five texts (${used}) lack domain ${domain}.`);
    const results = {} as Record<BigFiveLevel, Paragraphs>;
    for (const level of BIG_FIVE_LEVELS) {
      const result = raw.results.find((entry) => entry.score === level);
      if (!result) throw new Error(`Big Five texts (${used}) lack the ${level} ${domain} result.`);
      results[level] = paragraphs(result.text);
    }
    const facets = {} as Record<BigFiveFacet, BigFiveFacetTexts>;
    for (const facet of BIG_FIVE_FACETS) {
      const entry = raw.facets.find((candidate) => candidate.facet === facet);
      if (!entry) throw new Error(`Big Five texts (${used}) lack facet ${domain}${facet}.`);
      facets[facet] = { title: entry.title.trim(), text: paragraphs(entry.text) };
    }
    domains[domain] = {
      title: raw.title.trim(),
      shortDescription: paragraphs(raw.shortDescription).join(' '),
      description: paragraphs(raw.description),
      results,
      facets,
    };
  }
  return { language: used, fallback: false, source: 'bigfive-org', domains };
}

function ownFacets(texts: OwnDomainTexts): Record<BigFiveFacet, BigFiveFacetTexts> {
  const facets = {} as Record<BigFiveFacet, BigFiveFacetTexts>;
  for (const facet of BIG_FIVE_FACETS) {
    const { title, description, levels } = texts.facets[facet];
    facets[facet] = {
      title,
      text: [description],
      results: { low: [levels.low], neutral: [levels.neutral], high: [levels.high] },
    };
  }
  return facets;
}

function ownTexts(
  own: Readonly<Record<BigFiveDomain, OwnDomainTexts>>,
): Record<BigFiveDomain, BigFiveDomainTexts> {
  const byLevel = <T, U>(levels: Readonly<Record<BigFiveLevel, T>>, map: (value: T) => U) =>
    Object.fromEntries(BIG_FIVE_LEVELS.map((level) => [level, map(levels[level])])) as Record<
      BigFiveLevel,
      U
    >;
  const domains = {} as Record<BigFiveDomain, BigFiveDomainTexts>;
  for (const domain of BIG_FIVE_DOMAIN_ORDER) {
    const texts = own[domain];
    domains[domain] = {
      title: texts.title,
      shortDescription: texts.shortDescription,
      description: texts.description,
      results: byLevel(texts.levels, (level) => [level.summary]),
      guidance: byLevel(texts.levels, ({ atStudy, atWork, strengths, watchFor }) => ({
        atStudy,
        atWork,
        strengths,
        watchFor,
      })),
      facets: ownFacets(texts),
    };
  }
  return domains;
}

/**
 * The package writes paragraphs as hard-wrapped lines separated by `<br /><br />`. Splitting there
 * and joining the wrapped lines gives plain text the app can render without injecting HTML.
 */
function paragraphs(html: string): Paragraphs {
  return html
    .split(/(?:\s*<br\s*\/?>\s*)+/i)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.length > 0);
}
