// Consumers type-check these sources too: the reference brings the data files' declarations along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../bigfive-org.d.ts" />
import { AssessmentInputError } from '../shared/errors';
import type { BigFiveItemKey } from './item-key';
import { BIG_FIVE_ITEM_KEY } from './item-key';
import type { BigFiveChoice, BigFiveResponse } from './choices';

export type { BigFiveChoice, BigFiveResponse } from './choices';

/**
 * The inventory and version answers are scored against: Johnson's IPIP-NEO-120 as published by
 * `@bigfive-org/questions`. Store it with every result, so a later change of items or keys can
 * tell old results apart.
 */
export const BIG_FIVE_TEST_VERSION = 'ipip-neo-120@1.3.3';

export interface BigFiveItem extends BigFiveItemKey {
  /** Position in the inventory, 1–120. */
  readonly num: number;
  readonly text: string;
}

export interface BigFiveInventory {
  readonly language: BigFiveItemLanguage;
  readonly items: readonly BigFiveItem[];
  /** The five answer options, shown in this order for every item. */
  readonly choices: readonly BigFiveChoice[];
}

/**
 * The languages `@bigfive-org/questions` 1.3.3 provides, sorted by name as the package lists them,
 * with the label people choose from: the English name and the language's own. Written out rather
 * than asked of the browser's Intl data, which differs between browsers (and from the server that
 * prerenders the test's introduction).
 */
export const BIG_FIVE_ITEM_LANGUAGES = [
  { id: 'sq', name: 'Albanian', label: 'Albanian — shqip' },
  { id: 'ar', name: 'Arabic', label: 'Arabic — العربية' },
  { id: 'hy', name: 'Armenian', label: 'Armenian — հայերեն' },
  { id: 'pt-br', name: 'Brazilian Portuguese', label: 'Brazilian Portuguese — português (Brasil)' },
  { id: 'bg', name: 'Bulgarian', label: 'Bulgarian — български' },
  { id: 'ca', name: 'Catalan', label: 'Catalan — català' },
  { id: 'zh-hk', name: 'Chinese (Hong Kong)', label: 'Chinese (Hong Kong) — 中文（香港）' },
  { id: 'zh-cn', name: 'Chinese (PRC)', label: 'Chinese (China) — 中文（中国）' },
  { id: 'hr', name: 'Croatian', label: 'Croatian — hrvatski' },
  { id: 'cs', name: 'Czech', label: 'Czech — čeština' },
  { id: 'da', name: 'Danish', label: 'Danish — dansk' },
  { id: 'de', name: 'Deutsch', label: 'German — Deutsch' },
  { id: 'nl', name: 'Dutch', label: 'Dutch — Nederlands' },
  { id: 'en', name: 'English', label: 'English' },
  { id: 'et', name: 'Estonian', label: 'Estonian — eesti' },
  { id: 'fi', name: 'Finnish', label: 'Finnish — suomi' },
  { id: 'fr', name: 'French', label: 'French — français' },
  { id: 'he', name: 'Hebrew', label: 'Hebrew — עברית' },
  { id: 'hi', name: 'Hindi', label: 'Hindi — हिन्दी' },
  { id: 'hu', name: 'Hungarian', label: 'Hungarian — magyar' },
  { id: 'is', name: 'Icelandic', label: 'Icelandic — íslenska' },
  { id: 'id', name: 'Indonesian', label: 'Indonesian — Bahasa Indonesia' },
  { id: 'it', name: 'Italian', label: 'Italian — italiano' },
  { id: 'ja', name: 'Japanese', label: 'Japanese — 日本語' },
  { id: 'ko', name: 'Korean', label: 'Korean — 한국어' },
  { id: 'no', name: 'Norwegian', label: 'Norwegian — norsk' },
  { id: 'fa', name: 'Persian', label: 'Persian — فارسی' },
  { id: 'pl', name: 'Polish', label: 'Polish — polski' },
  { id: 'ro', name: 'Romanian', label: 'Romanian — română' },
  { id: 'ru', name: 'Russian', label: 'Russian — русский' },
  { id: 'sr', name: 'Serbian', label: 'Serbian — српски' },
  { id: 'ss', name: 'Siswati', label: 'Swati — siSwati' },
  { id: 'sl', name: 'Slovenian', label: 'Slovenian — slovenščina' },
  { id: 'es', name: 'Spanish', label: 'Spanish — español' },
  { id: 'sv', name: 'Swedish', label: 'Swedish — svenska' },
  { id: 'th', name: 'Thai', label: 'Thai — ไทย' },
  { id: 'tr', name: 'Turkish', label: 'Turkish — Türkçe' },
  { id: 'uk', name: 'Ukrainian', label: 'Ukrainian — українська' },
  { id: 'ur', name: 'Urdu', label: 'Urdu — اردو' },
] as const;

export type BigFiveItemLanguage = (typeof BIG_FIVE_ITEM_LANGUAGES)[number]['id'];

interface RawQuestion {
  readonly id: string;
  readonly text: string;
  readonly keyed: string;
  readonly domain: string;
  readonly facet: number;
}

interface RawChoice {
  readonly text: string;
  readonly score: number;
  readonly color: number;
}

type RawInventory = readonly [
  { readonly default: readonly RawQuestion[] },
  {
    readonly default: { readonly plus: readonly RawChoice[]; readonly minus: readonly RawChoice[] };
  },
];

/*
 * One loader per language with a literal path, so a bundler splits each language into its own
 * chunk and the browser downloads only the one it shows. The package's own getItems() builds the
 * path at run time with require(), which bundlers cannot follow. The JSON imports carry no
 * `with { type: 'json' }`: Vite's dev server turns JSON into a JavaScript module, which the
 * browser refuses under that attribute; Vite, Vitest and tsx all load JSON without it.
 */
const LOADERS: Record<BigFiveItemLanguage, () => Promise<RawInventory>> = {
  sq: () =>
    Promise.all([
      import('@bigfive-org/questions/data/sq/questions.json'),
      import('@bigfive-org/questions/data/sq/choices.js'),
    ]),
  ar: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ar/questions.json'),
      import('@bigfive-org/questions/data/ar/choices.js'),
    ]),
  hy: () =>
    Promise.all([
      import('@bigfive-org/questions/data/hy/questions.json'),
      import('@bigfive-org/questions/data/hy/choices.js'),
    ]),
  'pt-br': () =>
    Promise.all([
      import('@bigfive-org/questions/data/pt-br/questions.json'),
      import('@bigfive-org/questions/data/pt-br/choices.js'),
    ]),
  bg: () =>
    Promise.all([
      import('@bigfive-org/questions/data/bg/questions.json'),
      import('@bigfive-org/questions/data/bg/choices.js'),
    ]),
  ca: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ca/questions.json'),
      import('@bigfive-org/questions/data/ca/choices.js'),
    ]),
  'zh-hk': () =>
    Promise.all([
      import('@bigfive-org/questions/data/zh-hk/questions.json'),
      import('@bigfive-org/questions/data/zh-hk/choices.js'),
    ]),
  'zh-cn': () =>
    Promise.all([
      import('@bigfive-org/questions/data/zh-cn/questions.json'),
      import('@bigfive-org/questions/data/zh-cn/choices.js'),
    ]),
  hr: () =>
    Promise.all([
      import('@bigfive-org/questions/data/hr/questions.json'),
      import('@bigfive-org/questions/data/hr/choices.js'),
    ]),
  cs: () =>
    Promise.all([
      import('@bigfive-org/questions/data/cs/questions.json'),
      import('@bigfive-org/questions/data/cs/choices.js'),
    ]),
  da: () =>
    Promise.all([
      import('@bigfive-org/questions/data/da/questions.json'),
      import('@bigfive-org/questions/data/da/choices.js'),
    ]),
  de: () =>
    Promise.all([
      import('@bigfive-org/questions/data/de/questions.json'),
      import('@bigfive-org/questions/data/de/choices.js'),
    ]),
  nl: () =>
    Promise.all([
      import('@bigfive-org/questions/data/nl/questions.json'),
      import('@bigfive-org/questions/data/nl/choices.js'),
    ]),
  en: () =>
    Promise.all([
      import('@bigfive-org/questions/data/en/questions.json'),
      import('@bigfive-org/questions/data/en/choices.js'),
    ]),
  et: () =>
    Promise.all([
      import('@bigfive-org/questions/data/et/questions.json'),
      import('@bigfive-org/questions/data/et/choices.js'),
    ]),
  fi: () =>
    Promise.all([
      import('@bigfive-org/questions/data/fi/questions.json'),
      import('@bigfive-org/questions/data/fi/choices.js'),
    ]),
  fr: () =>
    Promise.all([
      import('@bigfive-org/questions/data/fr/questions.json'),
      import('@bigfive-org/questions/data/fr/choices.js'),
    ]),
  he: () =>
    Promise.all([
      import('@bigfive-org/questions/data/he/questions.json'),
      import('@bigfive-org/questions/data/he/choices.js'),
    ]),
  hi: () =>
    Promise.all([
      import('@bigfive-org/questions/data/hi/questions.json'),
      import('@bigfive-org/questions/data/hi/choices.js'),
    ]),
  hu: () =>
    Promise.all([
      import('@bigfive-org/questions/data/hu/questions.json'),
      import('@bigfive-org/questions/data/hu/choices.js'),
    ]),
  is: () =>
    Promise.all([
      import('@bigfive-org/questions/data/is/questions.json'),
      import('@bigfive-org/questions/data/is/choices.js'),
    ]),
  id: () =>
    Promise.all([
      import('@bigfive-org/questions/data/id/questions.json'),
      import('@bigfive-org/questions/data/id/choices.js'),
    ]),
  it: () =>
    Promise.all([
      import('@bigfive-org/questions/data/it/questions.json'),
      import('@bigfive-org/questions/data/it/choices.js'),
    ]),
  ja: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ja/questions.json'),
      import('@bigfive-org/questions/data/ja/choices.js'),
    ]),
  ko: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ko/questions.json'),
      import('@bigfive-org/questions/data/ko/choices.js'),
    ]),
  no: () =>
    Promise.all([
      import('@bigfive-org/questions/data/no/questions.json'),
      import('@bigfive-org/questions/data/no/choices.js'),
    ]),
  fa: () =>
    Promise.all([
      import('@bigfive-org/questions/data/fa/questions.json'),
      import('@bigfive-org/questions/data/fa/choices.js'),
    ]),
  pl: () =>
    Promise.all([
      import('@bigfive-org/questions/data/pl/questions.json'),
      import('@bigfive-org/questions/data/pl/choices.js'),
    ]),
  ro: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ro/questions.json'),
      import('@bigfive-org/questions/data/ro/choices.js'),
    ]),
  ru: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ru/questions.json'),
      import('@bigfive-org/questions/data/ru/choices.js'),
    ]),
  sr: () =>
    Promise.all([
      import('@bigfive-org/questions/data/sr/questions.json'),
      import('@bigfive-org/questions/data/sr/choices.js'),
    ]),
  ss: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ss/questions.json'),
      import('@bigfive-org/questions/data/ss/choices.js'),
    ]),
  sl: () =>
    Promise.all([
      import('@bigfive-org/questions/data/sl/questions.json'),
      import('@bigfive-org/questions/data/sl/choices.js'),
    ]),
  // Pathwise's own Spanish (see items-es.ts): the package's has errors that change scores.
  es: async () => {
    const { BIG_FIVE_ITEMS_ES, BIG_FIVE_CHOICES_ES } = await import('./items-es');
    const choices = BIG_FIVE_CHOICES_ES.map(({ text, response }) => ({
      text,
      score: response,
      color: response,
    }));
    return [
      {
        default: BIG_FIVE_ITEMS_ES.map(({ num, id, text }) => {
          const key = BIG_FIVE_ITEM_KEY[num - 1]!;
          return { id, text, keyed: key.keyed, domain: key.domain, facet: key.facet };
        }),
      },
      { default: { plus: choices, minus: [...choices].reverse() } },
    ];
  },
  sv: () =>
    Promise.all([
      import('@bigfive-org/questions/data/sv/questions.json'),
      import('@bigfive-org/questions/data/sv/choices.js'),
    ]),
  th: () =>
    Promise.all([
      import('@bigfive-org/questions/data/th/questions.json'),
      import('@bigfive-org/questions/data/th/choices.js'),
    ]),
  tr: () =>
    Promise.all([
      import('@bigfive-org/questions/data/tr/questions.json'),
      import('@bigfive-org/questions/data/tr/choices.js'),
    ]),
  uk: () =>
    Promise.all([
      import('@bigfive-org/questions/data/uk/questions.json'),
      import('@bigfive-org/questions/data/uk/choices.js'),
    ]),
  ur: () =>
    Promise.all([
      import('@bigfive-org/questions/data/ur/questions.json'),
      import('@bigfive-org/questions/data/ur/choices.js'),
    ]),
};

export function isBigFiveItemLanguage(value: unknown): value is BigFiveItemLanguage {
  return typeof value === 'string' && Object.hasOwn(LOADERS, value);
}

/**
 * The 120 items with their text in `language`, in inventory order, and the five answer options.
 * Throws `AssessmentInputError` ('unknown-language') for a language the package does not provide.
 */
export async function loadBigFiveItems(language: string = 'en'): Promise<BigFiveInventory> {
  if (!isBigFiveItemLanguage(language)) {
    throw new AssessmentInputError(
      'unknown-language',
      `The personality inventory has no "${language}" version.`,
    );
  }
  const [questions, choices] = await LOADERS[language]();
  return {
    language,
    items: BIG_FIVE_ITEM_KEY.map((key, index) => {
      const raw = questions.default[index];
      // Scoring relies on the key, so text from a file whose ids or keys drifted must not be shown.
      if (
        !raw ||
        raw.id !== key.id ||
        raw.domain !== key.domain ||
        raw.facet !== key.facet ||
        raw.keyed !== key.keyed
      ) {
        throw new Error(`Big Five item ${index + 1} (${language}) does not match the scoring key.`);
      }
      return { ...key, num: index + 1, text: raw.text.trim() };
    }),
    // The package lists the options in display order with color 1–5; its "plus" list scores them
    // 1–5 as shown, so its position is the response.
    choices: choices.default.plus.map((choice, index) => ({
      response: (index + 1) as BigFiveResponse,
      text: choice.text.trim(),
    })),
  };
}
