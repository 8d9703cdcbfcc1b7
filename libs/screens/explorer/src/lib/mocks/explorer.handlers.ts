import { type CareerPage, type Problem, careerSearchQuerySchema } from '@pathwise/contract';
import { HttpResponse, delay, http } from 'msw';
import type { SearchableCareer } from './explorer.fixtures';

/** Edits allowed between a search word and a name's word, growing with the word (as the API does). */
const allowedEdits = (term: string) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

const wordMatches = (term: string, word: string) =>
  word.startsWith(term) || editDistance(term, word) <= allowedEdits(term);

/** How well a name answers the search words: 0 when it doesn't (all words, or any as a fallback). */
function nameScore(terms: string[], name: string, every: boolean): number {
  const words = name.toLowerCase().split(/[^a-z0-9]+/);
  const hits = terms.filter((term) => words.some((word) => wordMatches(term, word))).length;
  return every ? (hits === terms.length ? hits : 0) : hits;
}

/** A problem+json answer, as the API sends errors. */
const problem = (status: number, code: string, detail: string) =>
  HttpResponse.json<Problem>(
    { type: 'about:blank', title: detail, status, code, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

type Ranked = { career: SearchableCareer; score: number; matchedTitle: string | null };

/**
 * A stand-in for the API's search: typo-tolerant prefix matching over every name a career goes
 * by, its own title ranked above other names; careers with every word first, any word otherwise.
 */
export function searchCareers(careers: readonly SearchableCareer[], q: string): Ranked[] {
  const terms = q.toLowerCase().split(/\s+/).filter(Boolean);
  const rank = (every: boolean) =>
    careers.flatMap((career): Ranked[] => {
      const names = [
        { name: career.title, score: nameScore(terms, career.title, every) * 1.6 },
        ...career.alternateTitles.map((name) => ({ name, score: nameScore(terms, name, every) })),
      ].sort((a, b) => b.score - a.score);
      const best = names[0]!;
      if (best.score === 0) return [];
      return [
        { career, score: best.score, matchedTitle: best.name === career.title ? null : best.name },
      ];
    });
  const ranked = rank(true);
  return (ranked.length ? ranked : rank(false)).sort(
    (a, b) => b.score - a.score || a.career.title.localeCompare(b.career.title, 'en'),
  );
}

/**
 * GET /api/careers over the given careers, answering as the server does: search, the first-area
 * and job-zone filters, pages and cursors, and its errors. `fail` answers the first so many
 * requests with a server error; `pending` never answers.
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
        return problem(500, 'internal', 'Something went wrong on our side.');
      }
      const query = careerSearchQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
      const { q, area, jobZone, cursor, limit } = query.data;
      const fits = (career: SearchableCareer) =>
        (!area || career.highPoints[0] === area) &&
        (!jobZone || (career.jobZone !== null && jobZone.includes(career.jobZone)));
      const results = q
        ? searchCareers(careers, q).filter((hit) => fits(hit.career))
        : careers.filter(fits).map((career) => ({ career, matchedTitle: null }));
      const offset = cursor ? Number(atob(cursor)) || 0 : 0;
      const page = results.slice(offset, offset + limit);
      const next = offset + page.length;
      return HttpResponse.json({
        items: page.map(({ career: { alternateTitles: _names, ...summary }, matchedTitle }) => ({
          ...summary,
          matchedTitle,
        })),
        total: results.length,
        nextCursor: page.length > 0 && next < results.length ? btoa(String(next)) : null,
      });
    }),
  ];
}
