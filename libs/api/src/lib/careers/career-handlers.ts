import {
  type CareerDetails,
  type CareerPage,
  type DataSources,
  FAVOURITES_LIMIT,
  type Favourite,
  type Favourites,
  type Problem,
  careerCodeSchema,
  putVerdictSchema,
  VERDICT_STATS_MINIMUM,
  type Verdict,
  type VerdictStats,
  type Verdicts,
} from '@pathwise/contract';
import { HttpResponse } from 'msw';
import { mockOperation } from '../mock-operation';
import { buildCareerDetails, careerFixtures } from './career-fixtures';
import { type SearchableCareer, answerCareerSearch, careerSummary } from './career-search';
import { problem } from '../problem-response';

/** Careers, favourites and answers to "Would you consider this?", answering as the server does (filters, cursor, limits, errors). */
export function careerHandlers(
  initial: {
    /** The catalogue; its careers' other names (`alternateTitles`) are searched too. */
    careers?: readonly SearchableCareer[];
    favourites?: string[];
    verdicts?: Verdict[];
    verdictStats?: VerdictStats;
  } = {},
) {
  let verdicts: Verdict[] = initial.verdicts ?? [];
  const careers = initial.careers ?? careerFixtures();
  const summaryOf = (code: string) => {
    const career = careers.find((candidate) => candidate.code === code);
    return career ? careerSummary(career) : null;
  };
  let favourites: Favourite[] = (initial.favourites ?? []).map((code) => ({
    code,
    savedAt: '2026-11-02T10:00:00.000Z',
    career: summaryOf(code),
  }));

  return [
    // As the server searches, filters, sorts and pages, its refusals included.
    mockOperation<never, never, CareerPage | Problem>('searchCareers', ({ request }) => {
      const answer = answerCareerSearch(careers, request.url);
      if (answer.status === 200) return HttpResponse.json(answer.body);
      const { status, code, detail, title, errors } = answer.body;
      return problem(status, code, detail ?? title, errors);
    }),
    mockOperation<never, never, DataSources>('getCatalogueSources', () =>
      HttpResponse.json(buildCareerDetails().sources),
    ),
    mockOperation<{ code: string }, never, CareerDetails | Problem>('getCareer', ({ params }) => {
      if (!careerCodeSchema.safeParse(params.code).success)
        return problem(400, 'invalid_request', 'Some fields are not valid.');
      return careers.some((career) => career.code === params.code)
        ? HttpResponse.json(buildCareerDetails(params.code))
        : problem(404, 'career_not_found', `There is no career with the code ${params.code}.`);
    }),
    mockOperation<never, never, Favourites>('getFavourites', () =>
      HttpResponse.json({ items: favourites, limit: FAVOURITES_LIMIT }),
    ),
    mockOperation<{ code: string }, never, Favourite | Problem>('saveFavourite', ({ params }) => {
      const career = summaryOf(params.code);
      if (!career)
        return problem(404, 'career_not_found', `There is no career with the code ${params.code}.`);
      const existing = favourites.find((favourite) => favourite.code === params.code);
      if (existing) return HttpResponse.json(existing);
      if (favourites.length >= FAVOURITES_LIMIT)
        return problem(409, 'favourites_full', `You have saved ${FAVOURITES_LIMIT} careers.`);
      const favourite = { code: career.code, savedAt: new Date().toISOString(), career };
      favourites = [...favourites, favourite];
      return HttpResponse.json(favourite, { status: 201 });
    }),
    mockOperation<{ code: string }>('removeFavourite', ({ params }) => {
      favourites = favourites.filter((favourite) => favourite.code !== params.code);
      return new HttpResponse(null, { status: 204 });
    }),
    mockOperation<never, never, Verdicts>('getVerdicts', () =>
      HttpResponse.json({ items: verdicts }),
    ),
    mockOperation<{ code: string }, Record<string, unknown>, Verdict | Problem>(
      'saveVerdict',
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
    mockOperation<{ code: string }>('removeVerdict', ({ params }) => {
      verdicts = verdicts.filter((item) => item.code !== params.code);
      return new HttpResponse(null, { status: 204 });
    }),
    mockOperation<never, never, VerdictStats>('getVerdictStats', () =>
      HttpResponse.json(initial.verdictStats ?? { minimum: VERDICT_STATS_MINIMUM, bands: [] }),
    ),
  ];
}
