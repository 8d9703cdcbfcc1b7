import type { CareerPage, CareerSearchQuery, CareerSummary } from '@pathwise/contract';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import type { Database } from '../db/database';
import { occupationTitles, occupations } from '../db/schema';
import { ApiError } from '../plugins/problem';
import { toSummary } from '../repositories/careers';
import { perRelease } from './per-release';

type TitleDoc = {
  id: number;
  code: string;
  title: string;
  kind: 'title' | 'alternate' | 'reported';
};

// A career's own title outranks the other names it goes by, which outrank reported job titles.
const KIND_BOOST = { title: 1.6, alternate: 1, reported: 0.8 } as const;

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
  titles: MiniSearch<TitleDoc>;
};

async function buildIndex(db: Database): Promise<Index> {
  const [rows, titleRows] = await Promise.all([
    db.select().from(occupations).orderBy(occupations.title, occupations.code),
    db.select().from(occupationTitles),
  ]);
  const careers = rows.map(toSummary);
  const titles = new MiniSearch<TitleDoc>({
    fields: ['title'],
    storeFields: ['code', 'title', 'kind'],
    searchOptions: {
      prefix: true,
      // Typo tolerance grows with the word: none for short words, up to two edits for long ones.
      fuzzy: (term) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2),
      boostDocument: (_id, _term, stored) => KIND_BOOST[(stored as TitleDoc).kind],
    },
  });
  titles.addAll(titleRows.map((row, id) => ({ id, ...row })));
  return { careers, byCode: new Map(careers.map((career) => [career.code, career])), titles };
}

/** Ranked codes for a term: each career once, under the best-matching of its names. */
function rank(index: Index, term: string) {
  let hits = index.titles.search(term, { combineWith: 'AND' });
  // Nothing has every word: rank by any of them rather than show nothing.
  if (!hits.length) hits = index.titles.search(term, { combineWith: 'OR' });
  const best = new Map<string, { score: number; matchedTitle: string }>();
  for (const hit of hits) {
    const code = hit['code'] as string;
    if (!best.has(code)) best.set(code, { score: hit.score, matchedTitle: hit['title'] as string });
  }
  return best;
}

/**
 * Career search: typo-tolerant and ranked over every name a career goes by (its title, alternate
 * and reported titles), with MiniSearch; without a term, all careers A to Z. Filters by first
 * interest area and job zones; an opaque cursor pages through the result.
 */
export function careerSearch(db: Database) {
  const current = perRelease(db, () => buildIndex(db));
  return async function search(query: CareerSearchQuery): Promise<CareerPage> {
    const offset = decodeCursor(query.cursor);
    const index = await current();
    if (!index) return { items: [], total: 0, nextCursor: null };
    const matches = (career: CareerSummary) =>
      (!query.area || career.highPoints[0] === query.area) &&
      (!query.jobZone?.length ||
        (career.jobZone !== null && query.jobZone.includes(career.jobZone)));

    let results: (CareerSummary & { matchedTitle: string | null })[];
    if (query.q) {
      const ranked = [...rank(index, query.q)].flatMap(([code, hit]) => {
        const career = index.byCode.get(code);
        return career && matches(career) ? [{ career, ...hit }] : [];
      });
      ranked.sort(
        (a, b) => b.score - a.score || a.career.title.localeCompare(b.career.title, 'en'),
      );
      results = ranked.map(({ career, matchedTitle }) => ({
        ...career,
        matchedTitle: matchedTitle === career.title ? null : matchedTitle,
      }));
    } else {
      results = index.careers.filter(matches).map((career) => ({ ...career, matchedTitle: null }));
    }
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
