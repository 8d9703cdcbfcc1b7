import { isCatchAll, meetsFigureFilter, sortByFigures } from '@pathwise/assessment';
import { searchEngine } from '@pathwise/assessment/search';
import {
  type CareerPage,
  type CareerSummary,
  type Problem,
  careerSearchQuerySchema,
} from '@pathwise/contract';
import { buildCareerDetails } from './career-fixtures';

/** A career as the search sees it: its summary and the other names it goes by. */
export type SearchableCareer = CareerSummary & { alternateTitles?: string[] };

/** The career as the API sends it, without the other names only the search reads. */
export const careerSummary = ({
  alternateTitles: _names,
  ...summary
}: SearchableCareer): CareerSummary => summary;

/** The API's search engine, built once per careers array. */
const engines = new WeakMap<readonly SearchableCareer[], ReturnType<typeof searchEngine>>();

function engineFor(careers: readonly SearchableCareer[]): ReturnType<typeof searchEngine> {
  let engine = engines.get(careers);
  if (engine) return engine;
  // Fixtures carry no BLS employment, so only the catch-all rule orders otherwise equal names.
  engine = searchEngine(
    careers.flatMap((career) => [
      { code: career.code, name: career.title, kind: 'title' as const },
      ...(career.alternateTitles ?? []).map((name) => ({
        code: career.code,
        name,
        kind: 'alternate' as const,
      })),
    ]),
    careers.map((career) => ({
      code: career.code,
      employment: null,
      catchAll: isCatchAll(career.title),
    })),
  );
  engines.set(careers, engine);
  return engine;
}

type Ranked = { career: SearchableCareer; score: number; matchedTitle: string | null };

/**
 * The API's search over the given careers, ranked by the API's own engine: each career once,
 * under its best-matching name (`matchedTitle` when that is not its own title), best first.
 */
export function searchCareers(careers: readonly SearchableCareer[], q: string): Ranked[] {
  const byCode = new Map(careers.map((career) => [career.code, career]));
  return engineFor(careers)(q).flatMap(({ code, score, matchedName }) => {
    const career = byCode.get(code);
    return career
      ? [{ career, score, matchedTitle: matchedName === career.title ? null : matchedName }]
      : [];
  });
}

/** A problem+json body, as the API sends errors. */
const problemBody = (status: number, code: string, detail: string): Problem => ({
  type: 'about:blank',
  title: detail,
  status,
  code,
  detail,
});

/** The status and JSON body of an answer to GET /api/careers. */
export type CareerAnswer = { status: 200; body: CareerPage } | { status: 400; body: Problem };

/** Where a cursor starts, or null when it is not one this mock handed out. */
function decodeCursor(cursor: string | undefined): number | null {
  if (!cursor) return 0;
  try {
    const offset = Number(atob(cursor));
    return Number.isInteger(offset) && offset >= 0 ? offset : null;
  } catch {
    return null;
  }
}

/**
 * Answers a GET /api/careers address over the given careers as the server does: search, the
 * first-area, job-zone, pay and growth filters, pages and cursors, and its errors for a query that is not
 * valid. Plain data, so that MSW handlers and Playwright routes can both send it.
 */
export function answerCareerSearch(
  careers: readonly SearchableCareer[],
  url: string | URL,
): CareerAnswer {
  const query = careerSearchQuerySchema.safeParse(Object.fromEntries(new URL(url).searchParams));
  if (!query.success)
    return { status: 400, body: problemBody(400, 'invalid_request', 'Some fields are not valid.') };
  const { q, area, jobZone, sort, cursor, limit, minPay, growth } = query.data;
  const figures = { minPay: minPay ?? null, growth: growth ?? null };
  const { allGrowthPercent } = buildCareerDetails().sources;
  const offset = decodeCursor(cursor);
  if (offset === null)
    return {
      status: 400,
      body: problemBody(
        400,
        'invalid_cursor',
        'This page link is not valid. Start from the first page.',
      ),
    };
  const fits = (career: SearchableCareer) =>
    (!area || career.highPoints[0] === area) &&
    (!jobZone || (career.jobZone !== null && jobZone.includes(career.jobZone))) &&
    meetsFigureFilter(career, figures, allGrowthPercent);
  const matched: { career: SearchableCareer; matchedTitle: string | null }[] = q
    ? searchCareers(careers, q).filter((hit) => fits(hit.career))
    : careers.filter(fits).map((career) => ({ career, matchedTitle: null }));
  const results = sort ? sortByFigures(matched, sort, (hit) => hit.career) : matched;
  const page = results.slice(offset, offset + limit);
  const next = offset + page.length;
  return {
    status: 200,
    body: {
      items: page.map(({ career, matchedTitle }) => ({ ...careerSummary(career), matchedTitle })),
      total: results.length,
      nextCursor: page.length > 0 && next < results.length ? btoa(String(next)) : null,
    },
  };
}
