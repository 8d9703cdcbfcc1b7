import {
  type CareerSearchQuery,
  type CareerSummary,
  careerSummarySchema,
} from '@pathwise/contract';
import { isCatchAll, meetsFigureFilter, sortByFigures } from '@pathwise/assessment';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Database } from '../db/database';
import { occupationPay, occupationTitles, occupations } from '../db/schema';
import { DomainError } from '../domain/errors';
import { encodeJson } from '../plugins/serialized';
import { dataSources, toSummary } from '../repositories/careers';
import { perRelease } from './per-release';
import { type SearchHit, type SearchName, searchEngine } from '@pathwise/assessment/search';
import { DEFAULT_LOCALE, type Locale } from '@pathwise/i18n/locales';
import type { CatalogueTranslation, Translations } from '../catalogue/translations';
import { localiseSummary } from './localise';

const cursorSchema = z.object({ offset: z.number().int().min(0).max(100_000) });

const encodeCursor = (offset: number) =>
  Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).offset;
  } catch {
    throw new DomainError('invalid_cursor', {});
  }
}

/** A career in the list, with its summary's JSON written once per import (without its closing brace). */
type Entry = { summary: CareerSummary; open: string };

/** The catalogue in one language: its list and its search. */
type LocaleIndex = {
  /** A to Z, catch-alls last. */
  careers: Entry[];
  byCode: Map<string, Entry>;
  /** Results of recent searches, by term: a search is a function of the release alone. */
  recent: RecentSearches;
};

type Index = {
  in(locale: Locale): LocaleIndex;
  /** All occupations' growth over the projection decade, for "faster than average". */
  allGrowthPercent: number | null;
};

/** The most search hits kept for recent terms, over all terms (a hit is a code and a name). */
const RECENT_HITS = 200_000;

/** A bounded memo of recent searches, least recently used first out, sized by their hits. */
class RecentSearches {
  private readonly terms = new LRUCache<string, readonly SearchHit[]>({
    maxSize: RECENT_HITS,
    // A search that found nothing still takes a place.
    sizeCalculation: (hits) => Math.max(1, hits.length),
  });
  constructor(private readonly search: (term: string) => SearchHit[]) {}

  get(term: string): readonly SearchHit[] {
    const kept = this.terms.get(term);
    if (kept) return kept;
    const found = this.search(term);
    this.terms.set(term, found);
    return found;
  }
}

/**
 * The names a career is searched by in a language: in English O*NET's titles (its own, alternate
 * and reported); in another, Pathwise's name for it and the everyday words people use (both
 * genders, each country's word), then O*NET's English names below them, for those who type them.
 */
function searchNames(
  titleRows: readonly SearchName[],
  tr: CatalogueTranslation | null,
): SearchName[] {
  if (!tr) return [...titleRows];
  const own = [...tr.careers].flatMap(([code, career]): SearchName[] => [
    { code, name: career.title, kind: 'title' },
    ...career.words.map((word): SearchName => ({ code, name: word, kind: 'alternate' })),
  ]);
  return [...own, ...titleRows.map((row): SearchName => ({ ...row, kind: 'reported' }))];
}

async function buildIndex(db: Database, translations: Translations): Promise<Index> {
  const [rows, titleRows, pay, sources] = await Promise.all([
    db.select().from(occupations).orderBy(occupations.title, occupations.code),
    db.select().from(occupationTitles),
    db
      .select({ code: occupationPay.code, employment: occupationPay.employment })
      .from(occupationPay),
    dataSources(db),
  ]);
  const employment = new Map(pay.map((row) => [row.code, row.employment]));
  const searchCareers = rows.map((row) => ({
    code: row.code,
    employment: employment.get(row.code) ?? null,
    catchAll: isCatchAll(row.title),
  }));
  const names = titleRows.map((row): SearchName => ({
    code: row.code,
    name: row.title,
    kind: row.kind,
  }));
  const byLocale = new Map<Locale, LocaleIndex>();

  function localeIndex(locale: Locale): LocaleIndex {
    const tr = locale === DEFAULT_LOCALE ? null : translations.for(locale);
    const careers = rows.map((row): Entry => {
      const summary = tr ? localiseSummary(toSummary(row), tr) : toSummary(row);
      return { summary, open: encodeJson(careerSummarySchema, summary).slice(0, -1) };
    });
    // A to Z in the language's own order, catch-alls after the specific careers.
    const collator = new Intl.Collator(locale);
    careers.sort(
      (a, b) =>
        Number(a.summary.catchAll) - Number(b.summary.catchAll) ||
        (tr ? collator.compare(a.summary.title, b.summary.title) : 0),
    );
    const search = searchEngine(searchNames(names, tr), searchCareers, { language: locale });
    return {
      careers,
      byCode: new Map(careers.map((career) => [career.summary.code, career])),
      recent: new RecentSearches(search),
    };
  }

  return {
    in(locale) {
      let index = byLocale.get(locale);
      if (!index) byLocale.set(locale, (index = localeIndex(locale)));
      return index;
    },
    allGrowthPercent: sources.allGrowthPercent,
  };
}

/**
 * The page as the response schema (careerPageSchema) writes it, from the summaries' JSON written
 * once per import: each item is its summary's fields and then `matchedTitle`.
 */
function pageJson(
  items: readonly { career: Entry; matchedTitle: string | null }[],
  total: number,
  nextCursor: string | null,
): string {
  let json = '{"items":[';
  items.forEach(({ career, matchedTitle }, i) => {
    json += `${i ? ',' : ''}${career.open},"matchedTitle":${JSON.stringify(matchedTitle)}}`;
  });
  return `${json}],"total":${total},"nextCursor":${JSON.stringify(nextCursor)}}`;
}

/**
 * Career search over every name a career goes by (its title, alternate, short and reported titles),
 * ranked by `searchEngine`; without a term, all careers A to Z with catch-alls last. Filters by first
 * interest area, job zones, and BLS pay and growth; an opaque cursor pages through the result. The
 * page comes back as its JSON (see `pageJson`).
 */
export function careerSearch(db: Database, translations: Translations) {
  const current = perRelease(db, () => buildIndex(db, translations));
  return async function search(
    query: CareerSearchQuery,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<string> {
    const offset = decodeCursor(query.cursor);
    const all = await current();
    if (!all) return pageJson([], 0, null);
    const index = { ...all.in(locale), allGrowthPercent: all.allGrowthPercent };
    const figures = { minPay: query.minPay ?? null, growth: query.growth ?? null };
    const matches = ({ summary }: Entry) =>
      (!query.area || summary.highPoints[0] === query.area) &&
      (!query.jobZone?.length ||
        (summary.jobZone !== null && query.jobZone.includes(summary.jobZone))) &&
      meetsFigureFilter(summary, figures, index.allGrowthPercent);

    let results: { career: Entry; matchedTitle: string | null }[];
    if (query.q) {
      results = index.recent.get(query.q).flatMap(({ code, matchedName }) => {
        const career = index.byCode.get(code);
        return career && matches(career)
          ? [{ career, matchedTitle: matchedName === career.summary.title ? null : matchedName }]
          : [];
      });
    } else {
      results = index.careers.filter(matches).map((career) => ({ career, matchedTitle: null }));
    }
    if (query.sort) results = sortByFigures(results, query.sort, ({ career }) => career.summary);
    const items = results.slice(offset, offset + query.limit);
    const next = offset + items.length;
    return pageJson(
      items,
      results.length,
      items.length > 0 && next < results.length ? encodeCursor(next) : null,
    );
  };
}

export type CareerSearch = ReturnType<typeof careerSearch>;
