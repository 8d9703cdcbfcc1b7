import { buildCareerDetails, problem, serverError } from '@pathwise/api/testing';
import { meetsFigureFilter, sortByFigures } from '@pathwise/assessment';
import { type CareerPage, type Problem, careerSearchQuerySchema } from '@pathwise/contract';
import MiniSearch from 'minisearch';
import { HttpResponse, delay, http } from 'msw';
import type { SearchableCareer } from './explorer.fixtures';

/** One name a career goes by: `career` is its place in the careers array. */
type TitleDoc = { id: number; career: number; title: string; kind: 'title' | 'alternate' };

// As the API ranks them: a career's own title outranks the other names it goes by.
const KIND_BOOST = { title: 1.6, alternate: 1 } as const;

/** Every name of every career, indexed once per careers array. */
const indexes = new WeakMap<readonly SearchableCareer[], MiniSearch<TitleDoc>>();

function titleIndex(careers: readonly SearchableCareer[]): MiniSearch<TitleDoc> {
  let index = indexes.get(careers);
  if (index) return index;
  // Configured as the API's search (apps/api/src/services/career-search.ts).
  index = new MiniSearch<TitleDoc>({
    fields: ['title'],
    storeFields: ['career', 'title', 'kind'],
    searchOptions: {
      prefix: true,
      // Typo tolerance grows with the word: none for short words, up to two edits for long ones.
      fuzzy: (term) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2),
      boostDocument: (_id, _term, stored) => KIND_BOOST[(stored as TitleDoc).kind],
    },
  });
  index.addAll(
    careers
      .flatMap((career, at) => [
        { career: at, title: career.title, kind: 'title' as const },
        ...career.alternateTitles.map((title) => ({
          career: at,
          title,
          kind: 'alternate' as const,
        })),
      ])
      .map((doc, id) => ({ id, ...doc })),
  );
  indexes.set(careers, index);
  return index;
}

type Ranked = { career: SearchableCareer; score: number; matchedTitle: string | null };

/**
 * The API's search over the given careers, with MiniSearch: typo-tolerant prefix matching over
 * every name a career goes by, its own title ranked above other names; names with every word
 * first, any word otherwise. Each career once, under its best-matching name (`matchedTitle` when
 * that is not its own title), best first, then A to Z.
 */
export function searchCareers(careers: readonly SearchableCareer[], q: string): Ranked[] {
  const index = titleIndex(careers);
  let hits = index.search(q, { combineWith: 'AND' });
  // Nothing has every word: rank by any of them rather than show nothing.
  if (!hits.length) hits = index.search(q, { combineWith: 'OR' });
  const best = new Map<number, Ranked>();
  for (const hit of hits) {
    const at = hit['career'] as number;
    const career = careers[at];
    if (!career || best.has(at)) continue;
    const title = hit['title'] as string;
    best.set(at, {
      career,
      score: hit.score,
      matchedTitle: title === career.title ? null : title,
    });
  }
  return [...best.values()].sort(
    (a, b) => b.score - a.score || a.career.title.localeCompare(b.career.title, 'en'),
  );
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
      items: page.map(({ career: { alternateTitles: _names, ...summary }, matchedTitle }) => ({
        ...summary,
        matchedTitle,
      })),
      total: results.length,
      nextCursor: page.length > 0 && next < results.length ? btoa(String(next)) : null,
    },
  };
}

/**
 * GET /api/careers over the given careers (see `answerCareerSearch`), and the catalogue's sources. `fail` answers the first so
 * many requests with a server error; `pending` never answers.
 */
export function explorerHandlers(
  careers: readonly SearchableCareer[],
  options: { fail?: number; pending?: boolean } = {},
) {
  let failures = options.fail ?? 0;
  return [
    http.get<never, never, CareerPage | Problem>('/api/careers', async ({ request }) => {
      await delay(options.pending ? 'infinite' : undefined);
      if (failures > 0) {
        failures--;
        return serverError();
      }
      const answer = answerCareerSearch(careers, request.url);
      if (answer.status === 200) return HttpResponse.json(answer.body);
      const { status, code, detail, title, errors } = answer.body;
      return problem(status, code, detail ?? title, errors);
    }),
    http.get('/api/catalogue', () => HttpResponse.json(buildCareerDetails().sources)),
  ];
}
