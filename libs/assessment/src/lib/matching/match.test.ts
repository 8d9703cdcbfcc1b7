import fc from 'fast-check';
import type { RiasecArea, RiasecProfile } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { JobZone } from './job-zones';
import type { OccupationInterestProfile } from './match';
import { matchOccupations, prepareOccupations } from './match';
import { riasecProfile } from './person-profile';

const profileOf = (values: readonly number[]): RiasecProfile =>
  Object.fromEntries(RIASEC_ORDER.map((area, i) => [area, values[i] as number])) as RiasecProfile;

function occupation(
  code: string,
  values: readonly number[],
  extra: Partial<OccupationInterestProfile> = {},
): OccupationInterestProfile {
  return {
    code,
    title: `Job ${code}`,
    interests: profileOf(values),
    highPoints: [null, null, null],
    jobZone: 3,
    ...extra,
  };
}

/** The fit from r written out plainly: Fisher's z of r (0 at or below 0), 100 from r = 0.995. */
const fisherFit = (r: number) =>
  Math.round((100 * Math.atanh(Math.min(0.995, Math.max(0, r)))) / Math.atanh(0.995));

/** Pearson's r written out plainly, independent of the library's precomputation. */
function pearson(x: readonly number[], y: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, a) => s + a, 0) / v.length;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += ((x[i] as number) - mx) * ((y[i] as number) - my);
    sxx += ((x[i] as number) - mx) ** 2;
    syy += ((y[i] as number) - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

// Scores as they come: whole numbers 0–100 for a person, two decimals 1–7 for O*NET.
const personScores = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 });
const onetScores = fc.array(
  fc.integer({ min: 100, max: 700 }).map((x) => x / 100),
  { minLength: 6, maxLength: 6 },
);

describe('matchOccupations', () => {
  it('scores by Pearson correlation: identical shape 1 (fit 100), mirrored −1 (fit 0)', () => {
    // Person 10, 20, …, 60 against 1–6 (same shape, other scale) and 6–1 (the reverse).
    const prepared = prepareOccupations([
      occupation('11-0000.00', [6, 5, 4, 3, 2, 1]),
      occupation('22-0000.00', [1, 2, 3, 4, 5, 6]),
    ]);
    const result = matchOccupations(riasecProfile(profileOf([10, 20, 30, 40, 50, 60])), prepared);
    if (result.status !== 'ranked') throw new Error('expected a ranking');
    expect(result.matches.map((m) => [m.occupation.code, m.rank, m.fit])).toEqual([
      ['22-0000.00', 1, 100],
      ['11-0000.00', 2, 0],
    ]);
    expect(result.matches[0]?.correlation).toBeCloseTo(1, 12);
    expect(result.matches[1]?.correlation).toBeCloseTo(-1, 12);
  });

  it('agrees with a plain Pearson correlation, and orders by the fit shown, then title', () => {
    fc.assert(
      fc.property(
        personScores,
        fc.array(onetScores, { minLength: 1, maxLength: 30 }),
        (person, jobs) => {
          const occupations = jobs.map((values, i) => occupation(`${10 + i}-0000.00`, values));
          const prepared = prepareOccupations(occupations);
          const result = matchOccupations(riasecProfile(profileOf(person)), prepared);
          if (result.status !== 'ranked') return; // a flat random profile: covered elsewhere
          for (const match of result.matches) {
            const expected = pearson(
              person,
              RIASEC_ORDER.map((a) => match.occupation.interests[a]),
            );
            expect(match.correlation).toBeCloseTo(expected, 9);
            // Away from a rounding edge, the fit is Fisher's scale of r.
            const exact =
              (100 * Math.atanh(Math.min(0.995, Math.max(0, expected)))) / Math.atanh(0.995);
            if (
              Math.abs(exact - Math.round(exact) - 0.5) > 1e-6 &&
              Math.abs(exact - Math.round(exact) + 0.5) > 1e-6
            )
              expect(match.fit).toBe(fisherFit(expected));
          }
          for (let i = 1; i < result.matches.length; i++) {
            const [before, after] = [result.matches[i - 1]!, result.matches[i]!];
            expect(before.fit).toBeGreaterThanOrEqual(after.fit);
            if (before.fit === after.fit)
              expect(
                before.occupation.title.localeCompare(after.occupation.title, 'en'),
              ).toBeLessThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ranks the same after the person profile is rescaled or shifted', () => {
    fc.assert(
      fc.property(
        personScores,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (person, factor, shift) => {
          const prepared = prepareOccupations(
            Array.from({ length: 20 }, (_, i) =>
              occupation(`${10 + i}-0000.00`, [
                1 + (i % 7),
                7 - (i % 5),
                2 + (i % 3),
                4,
                1 + (i % 6),
                3,
              ]),
            ),
          );
          const a = matchOccupations(riasecProfile(profileOf(person)), prepared);
          const b = matchOccupations(
            riasecProfile(profileOf(person.map((x) => x * factor + shift))),
            prepared,
          );
          if (a.status !== 'ranked' || b.status !== 'ranked') return;
          b.matches.forEach((match, i) => {
            expect(match.correlation).toBeCloseTo(a.matches[i]?.correlation as number, 9);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('orders equal fits by title A to Z, whatever the input order', () => {
    const same = [5, 3, 1, 1, 2, 4];
    const occupations = [
      occupation('41-2031.00', same, { title: 'Retail Salespersons' }),
      occupation('13-1111.00', same, { title: 'Management Analysts' }),
      occupation('29-1141.00', same, { title: 'Registered Nurses' }),
    ];
    for (const order of [occupations, [...occupations].reverse()]) {
      const result = matchOccupations(
        riasecProfile(profileOf([90, 40, 10, 0, 30, 60])),
        prepareOccupations(order),
      );
      expect(result.matches.map((m) => m.occupation.code)).toEqual([
        '13-1111.00',
        '29-1141.00',
        '41-2031.00',
      ]);
    }
  });

  it('keeps only the allowed job zones, leaving out occupations without one, and honours the limit', () => {
    const zones: (JobZone | null)[] = [1, 2, 3, 4, 5, null];
    const prepared = prepareOccupations(
      zones.map((jobZone, i) =>
        occupation(`${11 + i}-0000.00`, [7 - i, 1, 2, 3, 4, 5], { jobZone }),
      ),
    );
    const person = riasecProfile(profileOf([100, 0, 0, 0, 0, 0]));
    const filtered = matchOccupations(person, prepared, { jobZones: [2, 4] });
    expect(filtered.matches.map((m) => m.occupation.jobZone)).toEqual([2, 4]);
    expect(filtered.considered).toBe(2);
    const all = matchOccupations(person, prepared);
    expect(all.considered).toBe(6);
    const top = matchOccupations(person, prepared, { limit: 2 });
    expect(top.matches.map((m) => m.occupation.code)).toEqual(
      all.matches.slice(0, 2).map((m) => m.occupation.code),
    );
  });

  it('keeps only the occupations `include` accepts, before the limit is applied', () => {
    const prepared = prepareOccupations(
      [0, 1, 2, 3].map((i) => occupation(`${11 + i}-0000.00`, [7 - i, 1, 2, 3, 4, 5])),
    );
    const person = riasecProfile(profileOf([100, 0, 0, 0, 0, 0]));
    const odd = matchOccupations(person, prepared, {
      include: (code) => code === '12-0000.00' || code === '14-0000.00',
      limit: 1,
    });
    expect(odd.considered).toBe(2);
    expect(odd.matches.map((m) => m.occupation.code)).toEqual(['12-0000.00']);
  });

  it('cannot rank for a profile with no pattern, and sets aside occupations with none', () => {
    const prepared = prepareOccupations([
      occupation('11-0000.00', [4, 4, 4, 4, 4, 4]),
      occupation('12-0000.00', [1, 2, 3, 4, 5, 6]),
    ]);
    expect(prepared.excluded.map((o) => o.code)).toEqual(['11-0000.00']);
    expect(prepared.occupations.map((o) => o.code)).toEqual(['12-0000.00']);
    expect(matchOccupations(riasecProfile(profileOf([50, 50, 50, 50, 50, 50])), prepared)).toEqual({
      status: 'undifferentiated',
      matches: [],
      considered: 0,
    });
  });

  it('refuses a person profile with a missing or non-numeric score', () => {
    const prepared = prepareOccupations([occupation('12-0000.00', [1, 2, 3, 4, 5, 6])]);
    const broken = { ...profileOf([1, 2, 3, 4, 5, 6]), E: Number.NaN };
    expect(() =>
      matchOccupations({ scores: broken, source: 'interest-inventory', topAreas: [] }, prepared),
    ).toThrow(expect.objectContaining({ code: 'invalid-profile', ids: ['E'] }));
  });

  it('explains each match: shared areas, job zone, education, and where the profiles come from', () => {
    const prepared = prepareOccupations([
      occupation('25-2021.00', [1.5, 3, 4, 7, 2, 3], {
        highPoints: ['S', 'A', null],
        jobZone: 4,
        education: "Bachelor's degree",
        interestSource: 'Machine Learning',
      }),
      occupation('43-3031.00', [2, 2, 1, 2, 3, 7], { highPoints: ['C', 'E', null], jobZone: null }),
    ]);
    const person = riasecProfile(profileOf([10, 20, 70, 90, 40, 15]));
    expect(person.topAreas).toEqual(['S', 'A']);
    const result = matchOccupations(person, prepared);
    const [teacher, clerk] = result.matches;
    expect(teacher?.reasons.map((r) => r.kind)).toEqual([
      'interest-fit',
      'job-zone',
      'education',
      'profile-source',
      'occupation-data',
    ]);
    // r = 0.85: close, but short of the 50 a strong fit needs (Fisher's scale gives 42).
    expect(teacher?.fit).toBe(42);
    expect(teacher?.fitBand).toBe('good');
    // Both lean toward S and A; S first, as it weighs most in the fit.
    expect(teacher?.reasons[0]).toMatchObject({ direction: 'shared', shared: ['S', 'A'] });
    expect(teacher?.reasons[0]?.text).toBe(
      'You and this job both lean toward Social and Artistic work.',
    );
    expect(teacher?.reasons[1]).toMatchObject({ kind: 'job-zone', jobZone: 4 });
    // The zone is named once; education is said once, as the career's own figure.
    expect(teacher?.reasons[1]?.text).toBe('Job zone 4 of 5: considerable preparation needed.');
    expect(teacher?.reasons[2]?.text).toMatch(
      /^Bachelor's degree is the most common level among people in this job\.$/,
    );
    expect(teacher?.reasons[3]).toMatchObject({ source: 'interest-inventory' });
    expect(teacher?.reasons[4]?.text).toContain('Machine Learning');

    expect(clerk?.reasons.map((r) => r.kind)).toEqual([
      'interest-fit',
      'job-zone',
      'profile-source',
    ]);
    expect(clerk?.fit).toBe(0);
    // A fit of 0 is explained by what sets them apart, never by a shared leaning.
    expect(clerk?.reasons[0]).toMatchObject({
      direction: 'differs',
      shared: [],
      apart: ['C', 'E'],
    });
    expect(clerk?.reasons[0]?.text).toBe(
      'This job centres on Conventional and Enterprising work, which you rated lower than other areas.',
    );
    expect(clerk?.reasons[1]).toMatchObject({ jobZone: null });
  });

  it('names at most two shared areas, the ones that weigh most in the fit', () => {
    const prepared = prepareOccupations([
      occupation('27-1024.00', [1, 3, 7, 2, 4, 2], { highPoints: ['A', 'E', 'I'] }),
    ]);
    const person = riasecProfile(profileOf([0, 60, 80, 10, 90, 5]));
    const reason = matchOccupations(person, prepared).matches[0]?.reasons[0];
    // Person − mean: I +19, A +39, E +49; job − mean: I +0.2, A +3.2, E +0.2.
    expect(reason).toMatchObject({
      kind: 'interest-fit',
      shared: ['A', 'E'] satisfies RiasecArea[],
    });
    expect(reason?.text).toContain('Artistic and Enterprising');
  });
});

describe('catch-all careers', () => {
  const job = (code: string, title: string, interests: number[]) => ({
    code,
    title,
    interests: {
      R: interests[0]!,
      I: interests[1]!,
      A: interests[2]!,
      S: interests[3]!,
      E: interests[4]!,
      C: interests[5]!,
    },
    highPoints: [null, null, null] as const,
    jobZone: null,
  });
  const person = riasecProfile({ R: 10, I: 80, A: 30, S: 60, E: 20, C: 40 });

  it('follow specific careers of the same fit, and still lead a clearly worse one', () => {
    const prepared = prepareOccupations([
      // A lower code than Biologists: without the penalty, the tie-break would put it first.
      job('19-1019.00', 'Life Scientists, All Other', [1, 6, 3, 5, 2, 4]),
      job('19-1029.00', 'Biologists', [1, 6, 3, 5, 2, 4]),
      job('43-9061.00', 'Office Clerks, General', [2, 1, 1, 3, 4, 7]),
    ]);
    expect(matchOccupations(person, prepared).matches.map((m) => m.occupation.code)).toEqual([
      '19-1029.00',
      '19-1019.00',
      '43-9061.00',
    ]);
  });
});
