import { annualPay } from '@pathwise/assessment';
import {
  COIN_AWARDS,
  type CreatedPersonalityReport,
  type InterestAnswers,
  type InterestDeck,
  type InterestResult,
  PERSONALITY_ITEM_COUNT,
  type PersonalityAnswers,
  type PersonalityReport,
  type PersonalityReportHistory,
  type PersonalityShare,
  type Problem,
  type ReportAnswers,
  type SharedPersonalityReport,
  type SharedReportPreview,
  type Suggestions,
  interestAnswersUploadSchema,
  personalityAnswersUploadSchema,
  personalityReportRequestSchema,
  suggestionsRequestSchema,
  previewOfSharedReport,
} from '@pathwise/contract';
import { HttpResponse } from 'msw';
import { mockOperation } from '../mock-operation';
import {
  buildInterestResult,
  buildPersonalityReport,
  fixtureAnswers,
  buildCloseCareers,
  buildSuggestions,
  fixtureSuggestionItems,
  suggestionInputs,
  interestCardFixtures,
  MOCK_SHARE_ID,
} from './assessment-fixtures';
import { problem } from '../problem-response';

export type AssessmentState = {
  report?: PersonalityReport | null;
  /** Reports before the current one, newest first. */
  earlierReports?: PersonalityReport[];
  /** What /api/shared-reports/share-0123456789abcdef answers (404 when absent). */
  sharedReport?: SharedPersonalityReport;
  interestResult?: InterestResult | null;
  suggestions?: Suggestions;
  /** What POST /api/suggestions answers for valid ratings (before its job-zone filter). */
  openSuggestions?: Suggestions;
};

const TEST_VERSION = 'ipip-neo-120@1.3.3';

/** The personality test, interest inventory and suggestions, answering as the server does. */
/**
 * The filters a suggestions request narrows careers by, as the server applies them: job zones, the
 * pay floor (a career without published pay is below any) and the codes asked for.
 */
function narrowing(query: { jobZone?: number[]; minPay?: number; codes?: string[] }) {
  return (item: { career: Suggestions['items'][number]['career'] }) =>
    (!query.jobZone?.length || query.jobZone.includes(item.career.jobZone ?? 0)) &&
    (query.minPay === undefined ||
      (item.career.pay !== null && annualPay(item.career.pay) >= query.minPay)) &&
    (!query.codes || query.codes.includes(item.career.code));
}

export function assessmentHandlers(initial: AssessmentState = {}) {
  const answers = new Map<string, number>();
  const ratings = new Map<string, InterestAnswers['ratings'][number]['rating']>();
  let report = initial.report ?? null;
  const earlier = [...(initial.earlierReports ?? [])];
  /** The answers each report made here was scored from. */
  const kept = new Map<string, PersonalityAnswers['answers']>();
  const allReports = () => [...(report ? [report] : []), ...earlier];
  // The one link the mock shares reports at.
  const sharedAt = (shareId: string) =>
    initial.sharedReport && shareId === MOCK_SHARE_ID ? initial.sharedReport : null;
  const replaceReport = (changed: PersonalityReport) => {
    if (report?.id === changed.id) report = changed;
    else
      earlier.splice(
        earlier.findIndex((entry) => entry.id === changed.id),
        1,
        changed,
      );
  };
  const notYours = () => problem(404, 'report_not_found', 'There is no such report of yours.');
  let awarded = false;
  let interestResult = initial.interestResult ?? null;
  const cards = interestCardFixtures();
  const personality = (): PersonalityAnswers => ({
    testVersion: TEST_VERSION,
    answers: [...answers].map(([itemId, score]) => ({ itemId, score })),
    total: PERSONALITY_ITEM_COUNT,
  });
  const interests = (): InterestAnswers => ({
    ratings: [...ratings].map(([cardId, rating]) => ({ cardId, rating })),
  });

  return [
    mockOperation<never, never, PersonalityAnswers>('getPersonalityAnswers', () =>
      HttpResponse.json(personality()),
    ),
    mockOperation<never, never, PersonalityAnswers | Problem>(
      'savePersonalityAnswers',
      async ({ request }) => {
        const upload = personalityAnswersUploadSchema.safeParse(await request.json());
        if (!upload.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
        if (upload.data.testVersion !== TEST_VERSION)
          return problem(409, 'test_version_mismatch', 'These answers are for another version.');
        for (const answer of upload.data.answers) answers.set(answer.itemId, answer.score);
        return HttpResponse.json(personality());
      },
    ),
    mockOperation('clearPersonalityAnswers', () => {
      answers.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    mockOperation<never, never, CreatedPersonalityReport | Problem>(
      'createPersonalityReport',
      async ({ request }) => {
        const body = personalityReportRequestSchema.safeParse(
          await request.json().catch(() => ({})),
        );
        if (!body.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
        if (answers.size === 0 && report)
          return problem(409, 'answers_already_scored', 'These answers have already been scored.');
        if (answers.size < PERSONALITY_ITEM_COUNT)
          return problem(
            422,
            'incomplete_answers',
            `You have answered ${answers.size} of ${PERSONALITY_ITEM_COUNT} statements.`,
          );
        const first = report === null && !awarded;
        awarded = true;
        if (report) earlier.unshift(report);
        report = buildPersonalityReport({
          id: crypto.randomUUID(),
          createdAt: new Date().toISOString(),
          hasAnswers: true,
        });
        // As the server: the report keeps its answers and the working set starts again.
        kept.set(report.id, personality().answers);
        answers.clear();
        const coinsAwarded = first
          ? [
              {
                achievement: 'personality-test-completed' as const,
                amount: COIN_AWARDS['personality-test-completed'],
                awardedAt: report.createdAt,
              },
            ]
          : [];
        return HttpResponse.json({ ...report, coinsAwarded, removedReport: null }, { status: 201 });
      },
    ),
    // Nothing yet is null, as the API answers it.
    mockOperation<never, never, PersonalityReport | null>('getPersonalityReport', () =>
      HttpResponse.json(report ?? null),
    ),
    mockOperation<never, never, PersonalityReportHistory>('getPersonalityReportHistory', () =>
      HttpResponse.json({
        items: allReports().map((entry) => ({
          id: entry.id,
          createdAt: entry.createdAt,
          domains: entry.domains.map(({ domain, level, percentile }) => ({
            domain,
            level,
            percentile,
          })),
        })),
      }),
    ),
    mockOperation<{ id: string }, never, PersonalityReport | Problem>(
      'getEarlierPersonalityReport',
      ({ params }) => {
        const found = allReports().find((entry) => entry.id === params.id);
        return found ? HttpResponse.json(found) : notYours();
      },
    ),
    mockOperation<{ id: string }, never, ReportAnswers | Problem>(
      'getReportAnswers',
      ({ params }) => {
        const found = allReports().find((entry) => entry.id === params.id);
        if (!found) return notYours();
        const list = kept.get(found.id) ?? (found.hasAnswers ? fixtureAnswers() : null);
        return list
          ? HttpResponse.json({ reportId: found.id, testVersion: TEST_VERSION, answers: list })
          : problem(404, 'answers_not_kept', 'This report was made before answers were kept.');
      },
    ),
    mockOperation<{ id: string }>('deletePersonalityReport', ({ params }) => {
      if (!allReports().some((entry) => entry.id === params.id)) return notYours();
      if (report?.id === params.id) report = earlier.shift() ?? null;
      else
        earlier.splice(
          earlier.findIndex((entry) => entry.id === params.id),
          1,
        );
      return new HttpResponse(null, { status: 204 });
    }),
    mockOperation<{ id: string }, never, PersonalityShare | Problem>(
      'sharePersonalityReport',
      ({ params }) => {
        const found = allReports().find((entry) => entry.id === params.id);
        if (!found) return notYours();
        const shareId = found.shareId ?? MOCK_SHARE_ID;
        replaceReport({ ...found, shareId });
        return HttpResponse.json({ shareId });
      },
    ),
    mockOperation<{ id: string }>('stopSharingPersonalityReport', ({ params }) => {
      const found = allReports().find((entry) => entry.id === params.id);
      if (!found) return notYours();
      replaceReport({ ...found, shareId: null });
      return new HttpResponse(null, { status: 204 });
    }),
    // Null when nothing is shared at the link, as the API answers it.
    mockOperation<{ shareId: string }, never, SharedPersonalityReport | null>(
      'getSharedPersonalityReport',
      ({ params }) => HttpResponse.json(sharedAt(params.shareId)),
    ),
    // Who shared and when, by the same report, as the API answers it before sign-in.
    mockOperation<{ shareId: string }, never, SharedReportPreview>(
      'getSharedReportPreview',
      ({ params }) => HttpResponse.json(previewOfSharedReport(sharedAt(params.shareId))),
    ),
    mockOperation<never, never, InterestDeck>('getInterestDeck', ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({
        size: params.get('size') === 'long' ? 'long' : 'standard',
        seed: params.get('seed') ?? 'pathwise',
        cards,
        minimum: { perArea: 1, total: 6 },
      });
    }),
    mockOperation<never, never, InterestAnswers>('getInterestAnswers', () =>
      HttpResponse.json(interests()),
    ),
    mockOperation<never, never, InterestAnswers | Problem>(
      'saveInterestAnswers',
      async ({ request }) => {
        const upload = interestAnswersUploadSchema.safeParse(await request.json());
        if (!upload.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
        if (upload.data.ratings.some((entry) => !cards.some((card) => card.id === entry.cardId)))
          return problem(422, 'invalid_ratings', 'Some ratings could not be saved.');
        for (const entry of upload.data.ratings) ratings.set(entry.cardId, entry.rating);
        return HttpResponse.json(interests());
      },
    ),
    mockOperation('clearInterestAnswers', () => {
      ratings.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    mockOperation<never, never, InterestResult | Problem>('createInterestResult', () => {
      if (ratings.size < 6)
        return problem(422, 'not_enough_answers', 'Rate a few more cards to see your profile.');
      interestResult = buildInterestResult({ createdAt: new Date().toISOString() });
      return HttpResponse.json(interestResult, { status: 201 });
    }),
    mockOperation<never, never, InterestResult | null>('getInterestResult', () =>
      HttpResponse.json(interestResult ?? null),
    ),
    mockOperation<never, never, Suggestions>('getSuggestions', ({ request }) => {
      const list =
        initial.suggestions ??
        (interestResult || report
          ? buildSuggestions()
          : {
              source: 'none',
              inputs: suggestionInputs(),
              fitFloors: null,
              items: [],
              close: null,
            });
      const params = new URL(request.url).searchParams;
      const codes = params.get('codes')?.split(',');
      const keep = narrowing({
        jobZone: params.get('jobZone')?.split(',').map(Number),
        minPay: params.has('minPay') ? Number(params.get('minPay')) : undefined,
        codes,
      });
      // As the server: careers asked for by code, whatever their place, and no close careers.
      if (codes && list.source !== 'none') {
        const pool = initial.suggestions
          ? list.items
          : fixtureSuggestionItems(list.source === 'personality-estimate');
        return HttpResponse.json({ ...list, items: pool.filter(keep), close: null });
      }
      const limit = Number(params.get('limit')) || 20;
      return HttpResponse.json({
        ...list,
        items: list.items.filter(keep).slice(0, limit),
        close: list.close && { ...list.close, items: list.close.items.filter(keep) },
      });
    }),
    mockOperation<never, Record<string, unknown>, Suggestions | Problem>(
      'suggestCareers',
      async ({ request }) => {
        const body = suggestionsRequestSchema.safeParse(await request.json());
        if (!body.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
        const known = new Set(cards.map((card) => card.id));
        if (body.data.ratings.some((entry) => !known.has(entry.cardId)))
          return problem(422, 'invalid_ratings', 'Some ratings could not be used.');
        const { jobZone, limit, workValues = [], currentOccupation, codes, minPay } = body.data;
        const ranked = initial.openSuggestions ?? buildSuggestions();
        const keep = narrowing({ jobZone, minPay, codes });
        // Careers asked for by code come whatever their place, as on the server.
        const pool = codes && !initial.openSuggestions ? fixtureSuggestionItems() : ranked.items;
        const close = currentOccupation && !codes ? buildCloseCareers(currentOccupation) : null;
        return HttpResponse.json({
          ...ranked,
          inputs: { ...ranked.inputs, workValues, currentOccupation: close !== null },
          items: pool.filter(keep).slice(0, limit),
          close: close && { ...close, items: close.items.filter(keep) },
        });
      },
    ),
  ];
}
