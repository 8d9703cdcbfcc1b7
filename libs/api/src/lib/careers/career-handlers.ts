import {
  type CareerDetails,
  type CareerPage,
  type CareerSummary,
  type DataSources,
  FAVOURITES_LIMIT,
  type Favourite,
  type Favourites,
  type Problem,
  careerCodeSchema,
  careerSearchQuerySchema,
  putVerdictSchema,
  VERDICT_STATS_MINIMUM,
  type Verdict,
  type VerdictStats,
  type Verdicts,
} from '@pathwise/contract';
import { isCatchAll } from '@pathwise/assessment';
import { searchEngine } from '@pathwise/assessment/search';
import { HttpResponse, http } from 'msw';
import { buildCareerDetails, careerFixtures } from './career-fixtures';
import { problem } from '../problem-response';

/** Careers, favourites and answers to "Would you consider this?", answering as the server does (filters, cursor, limits, errors). */
export function careerHandlers(
  initial: {
    careers?: CareerSummary[];
    favourites?: string[];
    verdicts?: Verdict[];
    verdictStats?: VerdictStats;
  } = {},
) {
  let verdicts: Verdict[] = initial.verdicts ?? [];
  const careers = initial.careers ?? careerFixtures();
  let favourites: Favourite[] = (initial.favourites ?? []).map((code) => ({
    code,
    savedAt: '2026-11-02T10:00:00.000Z',
    career: careers.find((career) => career.code === code) ?? null,
  }));

  // Ranked by the API's own search engine, so a story sees the order people would.
  const engine = searchEngine(
    careers.map((career) => ({ code: career.code, name: career.title, kind: 'title' as const })),
    careers.map((career) => ({
      code: career.code,
      employment: null,
      catchAll: isCatchAll(career.title),
    })),
  );
  const search = (q: string) =>
    engine(q).flatMap(({ code, matchedName }) => {
      const career = careers.find((candidate) => candidate.code === code);
      return career
        ? [{ career, matchedTitle: matchedName === career.title ? null : matchedName }]
        : [];
    });

  return [
    http.get<never, never, CareerPage | Problem>('/api/careers', ({ request }) => {
      const query = careerSearchQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
      const { q, area, jobZone, cursor, limit } = query.data;
      const offset = cursor ? Number(atob(cursor)) || 0 : 0;
      const matching = (
        q ? search(q) : careers.map((career) => ({ career, matchedTitle: null }))
      ).filter(
        ({ career }) =>
          (!area || career.highPoints.startsWith(area)) &&
          (!jobZone || (career.jobZone !== null && jobZone.includes(career.jobZone))),
      );
      const items = matching.slice(offset, offset + limit);
      const next = offset + items.length;
      return HttpResponse.json({
        items: items.map(({ career, matchedTitle }) => ({ ...career, matchedTitle })),
        total: matching.length,
        nextCursor: next < matching.length ? btoa(String(next)) : null,
      });
    }),
    http.get<never, never, DataSources>('/api/catalogue', () =>
      HttpResponse.json(buildCareerDetails().sources),
    ),
    http.get<{ code: string }, never, CareerDetails | Problem>(
      '/api/careers/:code',
      ({ params }) => {
        if (!careerCodeSchema.safeParse(params.code).success)
          return problem(400, 'invalid_request', 'Some fields are not valid.');
        return careers.some((career) => career.code === params.code)
          ? HttpResponse.json(buildCareerDetails(params.code))
          : problem(404, 'career_not_found', `There is no career with the code ${params.code}.`);
      },
    ),
    http.get<never, never, Favourites>('/api/me/favourites', () =>
      HttpResponse.json({ items: favourites, limit: FAVOURITES_LIMIT }),
    ),
    http.put<{ code: string }, never, Favourite | Problem>(
      '/api/me/favourites/:code',
      ({ params }) => {
        const career = careers.find((candidate) => candidate.code === params.code);
        if (!career)
          return problem(
            404,
            'career_not_found',
            `There is no career with the code ${params.code}.`,
          );
        const existing = favourites.find((favourite) => favourite.code === params.code);
        if (existing) return HttpResponse.json(existing);
        if (favourites.length >= FAVOURITES_LIMIT)
          return problem(409, 'favourites_full', `You have saved ${FAVOURITES_LIMIT} careers.`);
        const favourite = { code: career.code, savedAt: new Date().toISOString(), career };
        favourites = [...favourites, favourite];
        return HttpResponse.json(favourite, { status: 201 });
      },
    ),
    http.delete<{ code: string }>('/api/me/favourites/:code', ({ params }) => {
      favourites = favourites.filter((favourite) => favourite.code !== params.code);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get<never, never, Verdicts>('/api/me/verdicts', () =>
      HttpResponse.json({ items: verdicts }),
    ),
    http.put<{ code: string }, Record<string, unknown>, Verdict | Problem>(
      '/api/me/verdicts/:code',
      async ({ params, request }) => {
        const body = putVerdictSchema.safeParse(await request.json());
        if (!body.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
        if (!careers.some((career) => career.code === params.code))
          return problem(
            404,
            'career_not_found',
            `There is no career with the code ${params.code}.`,
          );
        const title = careers.find((career) => career.code === params.code)?.title ?? null;
        const verdict = {
          code: params.code,
          title,
          ...body.data,
          decidedAt: new Date().toISOString(),
        };
        verdicts = [verdict, ...verdicts.filter((item) => item.code !== params.code)];
        return HttpResponse.json(verdict);
      },
    ),
    http.delete<{ code: string }>('/api/me/verdicts/:code', ({ params }) => {
      verdicts = verdicts.filter((item) => item.code !== params.code);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get<never, never, VerdictStats>('/api/verdicts/stats', () =>
      HttpResponse.json(initial.verdictStats ?? { minimum: VERDICT_STATS_MINIMUM, bands: [] }),
    ),
  ];
}
