import { GROWTH_FILTERS, WORK_VALUES } from '@pathwise/assessment';
import type { InterestCard, Suggestions } from '@pathwise/contract';
import { INTEREST_RATINGS } from '@pathwise/contract';
import fc from 'fast-check';
import { databaseTargets, ensureCatalogue, useApi } from './helpers';

const BANDS = ['strong', 'good', 'some', 'weak'] as const;
// Independent of the engine's collator: titles A to Z as a reader compares them.
const aToZ = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/**
 * Every list a person can be shown, over generated people on the real catalogue: the fit each card
 * shows orders it (equal fits A to Z), the bands follow the fits, and no reason argues against its
 * band.
 */
describe.each(databaseTargets())('suggestion order on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  let cards: InterestCard[] = [];
  let codes: string[] = [];
  beforeAll(async () => {
    await ensureCatalogue(started().database);
    cards = (await app().inject({ url: '/api/interests/items?size=long' })).json().cards;
    const listed = await app().inject({ url: '/api/careers?limit=100' });
    codes = (listed.json().items as { code: string }[]).map((item) => item.code);
  }, 180_000);

  const person = () =>
    fc.record({
      ratings: fc.array(fc.constantFrom(...INTEREST_RATINGS), {
        minLength: cards.length,
        maxLength: cards.length,
      }),
      workValues: fc.subarray([...WORK_VALUES], { maxLength: 3 }),
      currentOccupation: fc.option(fc.constantFrom(...codes), { nil: undefined }),
      jobZone: fc.option(fc.subarray([1, 2, 3, 4, 5], { minLength: 1 }), { nil: undefined }),
      minPay: fc.option(fc.integer({ min: 20_000, max: 120_000 }), { nil: undefined }),
      growth: fc.option(fc.constantFrom(...GROWTH_FILTERS), { nil: undefined }),
      limit: fc.integer({ min: 1, max: 50 }),
    });

  it('orders every list by the fit it shows, with bands and reasons that agree', async () => {
    const runs = Number(process.env.SUGGESTION_ORDER_RUNS ?? 60);
    let shown = 0;
    await fc.assert(
      fc.asyncProperty(person(), async ({ ratings, ...rest }) => {
        const rated = cards.map((card, i) => ({ cardId: card.id, rating: ratings[i] }));
        const response = await app().inject({
          method: 'POST',
          url: '/api/suggestions',
          payload: {
            ratings: rated,
            ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        const list = response.json() as Suggestions;
        if (list.items.length === 0) return;
        shown++;
        const floors = list.fitFloors!;
        expect(floors.strong).toBeGreaterThan(floors.good);
        expect(floors.good).toBeGreaterThan(floors.some);
        const band = (fit: number) =>
          fit >= floors.strong
            ? 'strong'
            : fit >= floors.good
              ? 'good'
              : fit >= floors.some
                ? 'some'
                : 'weak';
        list.items.forEach((item, i) => {
          expect(item.fitBand).toBe(band(item.fit));
          const before = list.items[i - 1];
          if (before) {
            expect(before.fit).toBeGreaterThanOrEqual(item.fit);
            if (before.fit === item.fit)
              expect(aToZ(before.career.title, item.career.title)).toBeLessThanOrEqual(0);
          }
          const texts = item.reasons.map((reason) => reason.text).join(' ');
          if (item.fitBand === 'strong')
            expect(texts).not.toMatch(/offers less|rated lower|differs/);
          if (item.fitBand === 'strong' || item.fitBand === 'good')
            expect(texts).not.toMatch(/only in part|so the match is partial|rated lower|differs/);
          if (item.fitBand === 'weak') expect(texts).not.toMatch(/both lean toward|close to yours/);
          // A family's other members sit under its place, in the same order as any list.
          item.family?.members.forEach((member, m, members) => {
            const above = members[m - 1] ?? { fit: item.fit, title: item.career.title };
            expect(above.fit).toBeGreaterThanOrEqual(member.fit);
            if (above.fit === member.fit)
              expect(aToZ(above.title, member.title)).toBeLessThanOrEqual(0);
            expect(member.fitBand).toBe(band(member.fit));
          });
        });
        // Thirty places, thirty ideas: a family and each of its careers appear once.
        const families = list.items.flatMap((item) => (item.family ? [item.family.id] : []));
        expect(new Set(families).size).toBe(families.length);
        const everyCode = list.items.flatMap((item) => [
          item.career.code,
          ...(item.family?.members ?? []).map((member) => member.code),
        ]);
        expect(new Set(everyCode).size).toBe(everyCode.length);
        // Asked for by code (as saved careers and career pages do), a career has the same fit,
        // band and reasons as in the list.
        const members = new Map(
          list.items.flatMap((item) =>
            (item.family?.members ?? []).map((member) => [member.code, member] as const),
          ),
        );
        const asked = [
          ...list.items.slice(0, 3).map((item) => item.career.code),
          ...[...members.keys()].slice(0, 2),
          codes[0]!,
        ];
        const byCode = await app().inject({
          method: 'POST',
          url: '/api/suggestions',
          payload: { ratings: rated, codes: asked, workValues: rest.workValues },
        });
        expect(byCode.statusCode, byCode.body).toBe(200);
        for (const item of (byCode.json() as Suggestions).items) {
          expect(asked).toContain(item.career.code);
          // Asked for by code, each career stands alone: no family.
          expect(item.family).toBeNull();
          const inList = list.items.find((listed) => listed.career.code === item.career.code);
          if (inList) expect(item).toEqual({ ...inList, family: null });
          const member = members.get(item.career.code);
          if (member) expect([item.fit, item.fitBand]).toEqual([member.fit, member.fitBand]);
        }
        // The same career shows the same fit in the list of careers close to one's job.
        const fits = new Map(list.items.map((item) => [item.career.code, item] as const));
        for (const close of list.close?.items ?? []) {
          const same = fits.get(close.career.code);
          if (same) expect([close.fit, close.fitBand]).toEqual([same.fit, same.fitBand]);
          expect(close.fitBand === null || BANDS.includes(close.fitBand)).toBe(true);
        }
        (list.close?.items ?? []).forEach((item, i, all) => {
          const before = all[i - 1];
          if (before) {
            expect(before.closeness).toBeGreaterThanOrEqual(item.closeness);
            if (before.closeness === item.closeness)
              expect(aToZ(before.career.title, item.career.title)).toBeLessThanOrEqual(0);
          }
        });
      }),
      { numRuns: runs },
    );
    // Filters can leave a list empty; most generated people still see one.
    expect(shown).toBeGreaterThan(runs / 2);
  }, 300_000);

  it('calls at most 1 % of careers a strong fit, whoever asks', async () => {
    await fc.assert(
      fc.asyncProperty(person(), async ({ ratings }) => {
        const response = await app().inject({
          method: 'POST',
          url: '/api/suggestions',
          payload: {
            ratings: cards.map((card, i) => ({ cardId: card.id, rating: ratings[i] })),
            limit: 50,
          },
        });
        const list = response.json() as Suggestions;
        // The catalogue has about a thousand careers: ten at most are strong.
        expect(list.items.filter((item) => item.fitBand === 'strong').length).toBeLessThanOrEqual(
          10,
        );
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
