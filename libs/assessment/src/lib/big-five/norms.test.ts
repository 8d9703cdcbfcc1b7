import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { AssessmentInputError } from '../shared/errors';
import type { BigFiveDomain, BigFiveFacet } from './domains';
import {
  BIG_FIVE_DOMAIN_ORDER,
  BIG_FIVE_DOMAINS,
  BIG_FIVE_FACETS,
  PLAINER_FACET_NAMES,
} from './domains';
import type { BigFiveRawScores } from './norms';
import { ageBandForAge, normBigFiveScores, resolveNormGroup } from './norms';
import type { AgeBand } from './norms-table';
import { AGE_BANDS, IPIP_NEO_120_NORMS } from './norms-table';

// libs/assessment/src/lib/big-five → the repository root, beside which the shared data lives.
const NORMS_FILE = resolve(
  import.meta.dirname,
  '../../../../..',
  '../shared/data/norms/ipip-neo-120-norms.json',
);

/** Raw scores with every facet at `facet` (so every domain at 6 × facet), then some overrides. */
function rawScores(
  facet = 12,
  overrides: Partial<Record<BigFiveDomain, Partial<Record<BigFiveFacet, number>>>> = {},
): BigFiveRawScores {
  const domains = Object.fromEntries(
    BIG_FIVE_DOMAIN_ORDER.map((domain) => {
      const facets = Object.fromEntries(
        BIG_FIVE_FACETS.map((f) => [f, { score: overrides[domain]?.[f] ?? facet }]),
      ) as Record<BigFiveFacet, { score: number }>;
      const score = BIG_FIVE_FACETS.reduce((sum, f) => sum + facets[f].score, 0);
      return [domain, { score, facets }];
    }),
  ) as BigFiveRawScores['domains'];
  return { domains };
}

describe('normBigFiveScores', () => {
  it('scores against the exact group when sex and age are given (worked by hand)', () => {
    // Woman aged 30 → women 21–40. Neuroticism facets 15 + 15 + 15 + 15 + 14 + 14 = 88.
    // Norm N: mean 72.14, sd 16.16. z = (88 − 72.14) / 16.16 = 15.86 / 16.16 = 0.981436;
    // T = 50 + 9.81436 = 59.814; Φ(0.9814) from tables: Φ(0.98) = 0.83646, Φ(0.99) = 0.83891,
    // interpolated 0.83646 + 0.1436 × 0.00245 = 0.83681 → percentile 83.68.
    const result = normBigFiveScores(
      rawScores(12, { N: { 1: 15, 2: 15, 3: 15, 4: 15, 5: 14, 6: 14 } }),
      {
        sex: 'female',
        age: 30,
      },
    );
    expect(result.group).toMatchObject({
      id: 'female-21-40',
      approximate: false,
      approximations: [],
    });
    expect(result.approximate).toBe(false);
    expect(result.domains.N.raw).toBe(88);
    expect(result.domains.N.z).toBeCloseTo(0.981436, 5);
    expect(result.domains.N.t).toBeCloseTo(59.814, 3);
    expect(result.domains.N.percentile).toBeCloseTo(83.68, 1);
  });

  it('scores facets against the facet norms (worked by hand)', () => {
    // Girl aged 16 → women under 21. Artistic Interests (O2) raw 20: mean 15.93, sd 3.44.
    // z = 4.07 / 3.44 = 1.183140; T = 61.831; Φ(1.18) = 0.88100, Φ(1.19) = 0.88298,
    // interpolated 0.88100 + 0.314 × 0.00198 = 0.88162 → percentile 88.16.
    const result = normBigFiveScores(rawScores(12, { O: { 2: 20 } }), { sex: 'female', age: 16 });
    expect(result.group.id).toBe('female-under-21');
    const facet = result.domains.O.facets[2];
    expect(facet.z).toBeCloseTo(1.18314, 5);
    expect(facet.t).toBeCloseTo(61.831, 3);
    expect(facet.percentile).toBeCloseTo(88.16, 1);
  });

  it('averages the male and female norms when no sex is given, and flags it (worked by hand)', () => {
    // Age 35 → band 21–40. N: mean (72.14 + 66.97) / 2 = 69.555, sd (16.16 + 16.48) / 2 = 16.32.
    // Raw 72 (all facets 12): z = 2.445 / 16.32 = 0.149816; T = 51.498;
    // Φ(0.15) = 0.55962, Φ(0.1498) ≈ 0.55962 − 0.000184 × 0.3945 = 0.55955 → 55.95.
    const result = normBigFiveScores(rawScores(12), { age: 35 });
    expect(result.group).toMatchObject({
      id: 'both-21-40',
      sex: 'both',
      approximate: true,
      approximations: ['sex-not-given'],
    });
    expect(result.approximate).toBe(true);
    expect(result.domains.N.z).toBeCloseTo(0.149816, 5);
    expect(result.domains.N.t).toBeCloseTo(51.498, 3);
    expect(result.domains.N.percentile).toBeCloseTo(55.95, 1);
  });

  it('uses the 21–40 band when no age is given, and flags it', () => {
    const man = resolveNormGroup({ sex: 'male' });
    expect(man.group).toMatchObject({ id: 'male-21-40', approximations: ['age-not-given'] });
    expect(man.table).toBe(IPIP_NEO_120_NORMS.male['21-40']);
    const anyone = resolveNormGroup();
    expect(anyone.group).toMatchObject({
      id: 'both-21-40',
      approximate: true,
      approximations: ['sex-not-given', 'age-not-given'],
    });
    // Agreeableness facet 1: means 13.15 (women) and 12.81 (men) → 12.98; SDs 3.71 and 3.69 → 3.70.
    expect(anyone.table.facets.A[0]?.[0]).toBeCloseTo(12.98, 10);
    expect(anyone.table.facets.A[0]?.[1]).toBeCloseTo(3.7, 10);
  });

  it('accepts an age band instead of an age', () => {
    expect(resolveNormGroup({ sex: 'male', ageBand: 'over-60' }).group).toMatchObject({
      id: 'male-over-60',
      approximate: false,
    });
  });

  it('follows T = 50 + 10 (raw − mean) / sd in every group, percentiles rising with the score', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('female' as const, 'male' as const, undefined),
        fc.constantFrom(...AGE_BANDS),
        fc.array(fc.integer({ min: 4, max: 19 }), { minLength: 6, maxLength: 6 }),
        (sex, ageBand, facets) => {
          const lower = rawScores(12, {
            C: {
              1: facets[0],
              2: facets[1],
              3: facets[2],
              4: facets[3],
              5: facets[4],
              6: facets[5],
            },
          });
          const higher = rawScores(12, {
            C: {
              1: (facets[0] as number) + 1,
              2: facets[1],
              3: facets[2],
              4: facets[3],
              5: facets[4],
              6: facets[5],
            },
          });
          const { table } = resolveNormGroup({ sex, ageBand });
          const [mean, sd] = table.domains.C;
          const a = normBigFiveScores(lower, { sex, ageBand }).domains.C;
          const b = normBigFiveScores(higher, { sex, ageBand }).domains.C;
          expect(a.t).toBeCloseTo(50 + (10 * (a.raw - mean)) / sd, 10);
          expect(b.t - a.t).toBeCloseTo(10 / sd, 10);
          expect(b.percentile).toBeGreaterThan(a.percentile);
          expect(b.facets[1].percentile).toBeGreaterThan(a.facets[1].percentile);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    [0, 'under-21'],
    [14, 'under-21'],
    [20, 'under-21'],
    [20.9, 'under-21'],
    [21, '21-40'],
    [40, '21-40'],
    [41, '41-60'],
    [60, '41-60'],
    [61, 'over-60'],
    [90, 'over-60'],
  ] as const)('places age %d in band %s', (age, band: AgeBand) => {
    expect(ageBandForAge(age)).toBe(band);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the age %d', (age) => {
    expect(() => resolveNormGroup({ age })).toThrow(AssessmentInputError);
  });

  it('refuses an age and a band that disagree', () => {
    expect(() => resolveNormGroup({ age: 30, ageBand: 'over-60' })).toThrow(
      expect.objectContaining({ code: 'invalid-age' }),
    );
  });

  it('refuses raw scores outside the possible sums or that do not add up', () => {
    const tooHigh = rawScores(12, { E: { 3: 21 } });
    expect(() => normBigFiveScores(tooHigh)).toThrow(
      expect.objectContaining({ code: 'invalid-score' }),
    );
    const good = rawScores(12);
    const inconsistent = {
      domains: { ...good.domains, A: { ...good.domains.A, score: good.domains.A.score + 1 } },
    };
    expect(() => normBigFiveScores(inconsistent)).toThrow(
      expect.objectContaining({ code: 'invalid-score', ids: ['A'] }),
    );
  });
});

describe('IPIP_NEO_120_NORMS', () => {
  it('holds exactly the figures of the published norms file', () => {
    const file = JSON.parse(readFileSync(NORMS_FILE, 'utf8')) as {
      groups: {
        sex: 'female' | 'male';
        age: string;
        domains: Record<BigFiveDomain, { mean: number; sd: number }>;
        facets: Record<BigFiveDomain, { facet: number; name: string; mean: number; sd: number }[]>;
      }[];
    };
    const bands: Record<string, AgeBand> = {
      '<21': 'under-21',
      '21-40': '21-40',
      '41-60': '41-60',
      '>60': 'over-60',
    };
    expect(file.groups).toHaveLength(8);
    for (const group of file.groups) {
      const table = IPIP_NEO_120_NORMS[group.sex][bands[group.age] as AgeBand];
      for (const info of BIG_FIVE_DOMAINS) {
        const { domain } = info;
        expect(table.domains[domain]).toEqual([
          group.domains[domain].mean,
          group.domains[domain].sd,
        ]);
        expect(table.facets[domain]).toEqual(group.facets[domain].map((f) => [f.mean, f.sd]));
        // The same facets in the same order, five of them in plainer words.
        expect(info.facetNames).toEqual(
          group.facets[domain].map((f) => PLAINER_FACET_NAMES[f.name] ?? f.name),
        );
      }
    }
  });
});
