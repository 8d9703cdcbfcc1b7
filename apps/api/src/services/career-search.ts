import type { CareerPage, CareerSearchQuery, CareerSummary } from '@pathwise/contract';
import { isCatchAll, meetsFigureFilter, sortByFigures } from '@pathwise/assessment';
import { z } from 'zod';
import type { Database } from '../db/database';
import { occupationPay, occupationTitles, occupations } from '../db/schema';
import { ApiError } from '../plugins/problem';
import { dataSources, toSummary } from '../repositories/careers';
import { perRelease } from './per-release';
import { searchEngine } from './search/engine';

const cursorSchema = z.object({ offset: z.number().int().min(0).max(100_000) });

const encodeCursor = (offset: number) =>
  Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).offset;
  } catch {
    throw new ApiError(
      400,
      'invalid_cursor',
      'This page link is not valid. Start from the first page.',
      [{ path: 'query.cursor', message: 'Use the nextCursor of a previous page.' }],
    );
  }
}

type Index = {
  careers: CareerSummary[];
  byCode: Map<string, CareerSummary>;
  search: ReturnType<typeof searchEngine>;
  /** All occupations' growth over the projection decade, for "faster than average". */
  allGrowthPercent: number | null;
};

async function buildIndex(db: Database): Promise<Index> {
  const [rows, titleRows, pay, sources] = await Promise.all([
    db.select().from(occupations).orderBy(occupations.title, occupations.code),
    db.select().from(occupationTitles),
    db
      .select({ code: occupationPay.code, employment: occupationPay.employment })
      .from(occupationPay),
    dataSources(db),
  ]);
  const employment = new Map(pay.map((row) => [row.code, row.employment]));
  const careers = rows.map(toSummary);
  // Browsing A to Z puts catch-alls after the specific careers.
  careers.sort((a, b) => Number(a.catchAll) - Number(b.catchAll));
  const search = searchEngine(
    titleRows.map((row) => ({ code: row.code, name: row.title, kind: row.kind })),
    rows.map((row) => ({
      code: row.code,
      employment: employment.get(row.code) ?? null,
      catchAll: isCatchAll(row.title),
    })),
  );
  return {
    careers,
    byCode: new Map(careers.map((career) => [career.code, career])),
    search,
    allGrowthPercent: sources.allGrowthPercent,
  };
}

/**
 * Career search over every name a career goes by (its title, alternate, short and reported titles),
 * ranked by `searchEngine`; without a term, all careers A to Z with catch-alls last. Filters by first
 * interest area, job zones, and BLS pay and growth; an opaque cursor pages through the result.
 */
export function careerSearch(db: Database) {
  const current = perRelease(db, () => buildIndex(db));
  return async function search(query: CareerSearchQuery): Promise<CareerPage> {
    const offset = decodeCursor(query.cursor);
    const index = await current();
    if (!index) return { items: [], total: 0, nextCursor: null };
    const figures = { minPay: query.minPay ?? null, growth: query.growth ?? null };
    const matches = (career: CareerSummary) =>
      (!query.area || career.highPoints[0] === query.area) &&
      (!query.jobZone?.length ||
        (career.jobZone !== null && query.jobZone.includes(career.jobZone))) &&
      meetsFigureFilter(career, figures, index.allGrowthPercent);

    let results: (CareerSummary & { matchedTitle: string | null })[];
    if (query.q) {
      results = index.search(query.q).flatMap(({ code, matchedName }) => {
        const career = index.byCode.get(code);
        return career && matches(career)
          ? [{ ...career, matchedTitle: matchedName === career.title ? null : matchedName }]
          : [];
      });
    } else {
      results = index.careers.filter(matches).map((career) => ({ ...career, matchedTitle: null }));
    }
    if (query.sort) results = sortByFigures(results, query.sort, (career) => career);
    const items = results.slice(offset, offset + query.limit);
    const next = offset + items.length;
    return {
      items,
      total: results.length,
      nextCursor: items.length > 0 && next < results.length ? encodeCursor(next) : null,
    };
  };
}

export type CareerSearch = ReturnType<typeof careerSearch>;
