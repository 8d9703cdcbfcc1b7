import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@pathwise/i18n/locales';
import { z } from 'zod';

/**
 * Pathwise's own translations of the catalogue's words, one folder per language under i18n/
 * (O*NET and the BLS publish in English only): career names, a short "what they do" and the
 * everyday words people search with; the names and descriptions of skills, knowledge, work styles
 * and work values; job zones; typical education; the interest cards. Read and checked once, when
 * the API starts; a row that fails its check stops the start, naming the file and line.
 */
export const TRANSLATIONS_DIR = join(import.meta.dirname, 'i18n');

const text = z.string().trim().min(1).max(2_000);

const FILES = {
  occupations: z.object({
    code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
    title: text.max(200),
    summary: text.max(400),
    words: z.string().max(1_000),
  }),
  elements: z.object({
    element_id: z.string().regex(/^\d(\.[A-Za-z0-9]+)+$/),
    english: text.max(200),
    name: text.max(200),
    description: z.string().max(2_000),
  }),
  'job-zones': z.object({
    zone: z.coerce.number().int().min(1).max(5),
    name: text,
    experience: text,
    education: text,
    training: text,
    examples: text,
  }),
  'education-levels': z.object({ english: text.max(200), spanish: text.max(300) }),
  activities: z.object({ english: text.max(500), spanish: text.max(500) }),
} as const;

type Rows<K extends keyof typeof FILES> = z.infer<(typeof FILES)[K]>[];

function readTable<K extends keyof typeof FILES>(dir: string, name: K): Rows<K> {
  const file = join(dir, `${name}.tsv`);
  if (!existsSync(file)) return [];
  const [header = '', ...lines] = readFileSync(file, 'utf8').replace(/\r/g, '').split('\n');
  const columns = header.split('\t');
  return lines.flatMap((line, index) => {
    if (!line.trim()) return [];
    const cells = line.split('\t');
    const parsed = FILES[name].safeParse(
      Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])),
    );
    if (!parsed.success)
      throw new Error(`${file}, line ${index + 2}: ${parsed.error.issues[0]?.message}`);
    return [parsed.data as Rows<K>[number]];
  });
}

export type CareerWords = { title: string; summary: string; words: readonly string[] };
export type ElementWords = { name: string; description: string };
export type JobZoneWords = Omit<Rows<'job-zones'>[number], 'zone'>;

/** One language's words for the catalogue. */
export interface CatalogueTranslation {
  readonly locale: Locale;
  readonly careers: ReadonlyMap<string, CareerWords>;
  /** By O*NET element id. */
  readonly elements: ReadonlyMap<string, ElementWords>;
  /** By the element's English name (work values and groups arrive by name). */
  readonly elementsByName: ReadonlyMap<string, ElementWords>;
  readonly jobZones: ReadonlyMap<number, JobZoneWords>;
  /** Typical education, by the English level name the catalogue keeps. */
  readonly education: ReadonlyMap<string, string>;
  /** Interest cards, by their English text. */
  readonly activities: ReadonlyMap<string, string>;
}

export function readTranslation(locale: Locale, dir = TRANSLATIONS_DIR): CatalogueTranslation {
  const folder = join(dir, locale);
  const elements = readTable(folder, 'elements');
  const words = (row: { name: string; description: string }) => ({
    name: row.name,
    description: row.description,
  });
  return {
    locale,
    careers: new Map(
      readTable(folder, 'occupations').map((row) => [
        row.code,
        {
          title: row.title,
          summary: row.summary,
          words: row.words
            .split(',')
            .map((word) => word.trim())
            .filter(Boolean),
        },
      ]),
    ),
    elements: new Map(elements.map((row) => [row.element_id, words(row)])),
    elementsByName: new Map(elements.map((row) => [row.english, words(row)])),
    jobZones: new Map(readTable(folder, 'job-zones').map(({ zone, ...rest }) => [zone, rest])),
    education: new Map(
      readTable(folder, 'education-levels').map((row) => [row.english, row.spanish]),
    ),
    activities: new Map(readTable(folder, 'activities').map((row) => [row.english, row.spanish])),
  };
}

/** Every language other than English, read once. */
export function readTranslations(dir = TRANSLATIONS_DIR): Translations {
  const byLocale = new Map(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
      locale,
      readTranslation(locale, dir),
    ]),
  );
  return { for: (locale: Locale) => byLocale.get(locale) ?? null };
}

export type Translations = { for(locale: Locale): CatalogueTranslation | null };
