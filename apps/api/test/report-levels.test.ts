import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import fc from 'fast-check';
import { HISTORY_LIMITS } from '../src/config';
import { databaseTargets, signUp, startApi } from './helpers';

// Independent of the API's code: the documented bands, read off the percentile as it is shown
// (a whole number from 1 to 99).
const band = (percentile: number) => {
  const shown = Math.min(99, Math.max(1, Math.round(percentile)));
  return shown < 30 ? 'low' : shown > 70 ? 'high' : 'neutral';
};

type Scale = { level: string; percentile: number };
type Report = { id: string; domains: (Scale & { domain: string; facets: Scale[] })[] };

const answerSet = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 120, maxLength: 120 });
const normDetails = fc.record(
  {
    sex: fc.constantFrom('female', 'male'),
    ageBand: fc.constantFrom('under-21', '21-40', '41-60', 'over-60'),
  },
  { requiredKeys: [] },
);

describe.each(databaseTargets())('report levels on %s', (_name, target) => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi(target(), { rateLimitPerMinute: 1e6, userRateLimitPerMinute: 1e6 });
  });
  afterAll(() => api.close());

  it('agree with their percentile band, for every domain and facet of every report', async () => {
    const person = await signUp('levels');
    const made: Report[] = [];
    await fc.assert(
      fc.asyncProperty(answerSet, normDetails, async (responses, details) => {
        const answers = BIG_FIVE_ITEM_KEY.map((item, i) => ({
          itemId: item.id,
          score: responses[i],
        }));
        const saved = await api.app.inject({
          method: 'PUT',
          url: '/api/me/personality/answers',
          headers: person.auth,
          payload: { testVersion: BIG_FIVE_TEST_VERSION, answers },
        });
        expect(saved.statusCode).toBe(200);
        const created = await api.app.inject({
          method: 'POST',
          url: '/api/me/personality/report',
          headers: person.auth,
          payload: details,
        });
        expect(created.statusCode).toBe(201);
        const report = created.json<Report>();
        for (const domain of report.domains) {
          expect(domain.level).toBe(band(domain.percentile));
          for (const facet of domain.facets) expect(facet.level).toBe(band(facet.percentile));
        }
        made.push(report);
      }),
      { numRuns: Number(process.env['PROPERTY_RUNS'] ?? 2000) },
    );

    // The history (the newest reports kept) and a re-read of the oldest kept one say the same as
    // each report when it was made.
    const history = (
      await api.app.inject({ url: '/api/me/personality/reports', headers: person.auth })
    ).json<{ items: Report[] }>();
    expect(history.items).toHaveLength(Math.min(made.length, HISTORY_LIMITS.personalityReports));
    const byId = new Map(made.map((report) => [report.id, report]));
    for (const item of history.items) {
      const original = byId.get(item.id);
      expect(item.domains.map((d) => [d.domain, d.level])).toEqual(
        original?.domains.map((d) => [d.domain, d.level]),
      );
    }
    const oldest = byId.get(history.items.at(-1)!.id)!;
    const reread = await api.app.inject({
      url: `/api/me/personality/reports/${oldest.id}`,
      headers: person.auth,
    });
    expect(reread.json<Report>().domains).toEqual(oldest.domains);
  }, 300_000);
});
