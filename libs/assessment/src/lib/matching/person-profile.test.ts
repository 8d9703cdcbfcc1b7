import type { BigFiveDomain } from '../big-five/domains';
import type { InterestScored } from '../interests/score';
import { matchOccupations, prepareOccupations } from './match';
import type { BigFiveStanding } from './person-profile';
import {
  combineProfiles,
  estimateRiasecFromBigFive,
  personRiasecProfile,
  profileFromInterests,
  riasecProfile,
} from './person-profile';

const standing = (z: Partial<Record<BigFiveDomain, number>>): BigFiveStanding => ({
  domains: {
    N: { z: z.N ?? 0 },
    E: { z: z.E ?? 0 },
    O: { z: z.O ?? 0 },
    A: { z: z.A ?? 0 },
    C: { z: z.C ?? 0 },
  },
});

const interests: InterestScored = {
  status: 'scored',
  scores: { R: 20, I: 40, A: 80, S: 70, E: 30, C: 10 },
  hollandCode: 'ASI',
  topAreas: ['A', 'S', 'I'],
  flat: false,
  answered: { total: 48, byArea: { R: 8, I: 8, A: 8, S: 8, E: 8, C: 8 } },
  tallies: {
    R: { like: 1, unsure: 1, dislike: 6, answered: 8 },
    I: { like: 2, unsure: 2, dislike: 4, answered: 8 },
    A: { like: 6, unsure: 1, dislike: 1, answered: 8 },
    S: { like: 5, unsure: 1, dislike: 2, answered: 8 },
    E: { like: 2, unsure: 1, dislike: 5, answered: 8 },
    C: { like: 0, unsure: 2, dislike: 6, answered: 8 },
  },
};

describe('estimateRiasecFromBigFive', () => {
  it('weights domain z-scores by the published correlations (worked by hand)', () => {
    // Openness 1 SD above the mean: A = 50 + 25 × .48 = 62, I = 50 + 25 × .28 = 57.
    const open = estimateRiasecFromBigFive(standing({ O: 1 }));
    expect(open.scores).toEqual({ R: 50, I: 57, A: 62, S: 50, E: 50, C: 50 });
    expect(open.source).toBe('personality-estimate');
    expect(open.topAreas).toEqual(['A', 'I']);

    // Extraversion +1 and Agreeableness +1: S = 50 + 25 × (.31 + .19) = 62.5, E = 50 + 25 × .41 = 60.25.
    const warm = estimateRiasecFromBigFive(standing({ E: 1, A: 1 }));
    expect(warm.scores.S).toBeCloseTo(62.5, 10);
    expect(warm.scores.E).toBeCloseTo(60.25, 10);
    expect(warm.topAreas).toEqual(['S', 'E']);
  });

  it('leaves Realistic and Conventional at the mean whatever the personality', () => {
    for (const z of [-3, -1, 0, 1, 3]) {
      const estimate = estimateRiasecFromBigFive(standing({ N: z, E: z, O: -z, A: z, C: z }));
      expect(estimate.scores.R).toBe(50);
      expect(estimate.scores.C).toBe(50);
      expect(estimate.topAreas).not.toContain('R');
      expect(estimate.topAreas).not.toContain('C');
    }
  });

  it('names no top area when personality points to none above the mean', () => {
    expect(estimateRiasecFromBigFive(standing({ O: -1, E: -1 })).topAreas).toEqual([]);
  });

  it('keeps scores within 0–100 for extreme standings', () => {
    const extreme = estimateRiasecFromBigFive(standing({ O: 9, E: -9 }));
    expect(extreme.scores.A).toBe(100);
    expect(extreme.scores.E).toBe(0);
  });

  it('refuses a standing without z-scores', () => {
    expect(() =>
      estimateRiasecFromBigFive({ domains: { ...standing({}).domains, O: { z: Number.NaN } } }),
    ).toThrow(expect.objectContaining({ code: 'invalid-profile', ids: ['O'] }));
  });
});

describe('combining and choosing profiles', () => {
  it('weighs the estimate at a quarter next to the interest result (worked by hand)', () => {
    const estimate = estimateRiasecFromBigFive(standing({ O: 1 }));
    const combined = combineProfiles(profileFromInterests(interests), estimate);
    // A: 0.75 × 80 + 0.25 × 62 = 75.5; I: 0.75 × 40 + 0.25 × 57 = 44.25; R: 0.75 × 20 + 0.25 × 50 = 27.5.
    expect(combined.scores.A).toBeCloseTo(75.5, 10);
    expect(combined.scores.I).toBeCloseTo(44.25, 10);
    expect(combined.scores.R).toBeCloseTo(27.5, 10);
    expect(combined.source).toBe('interests-and-personality');
    // Mean of the interest scores is 41.67, so I (40) is not a clear leaning.
    expect(combined.topAreas).toEqual(['A', 'S']);
  });

  it('uses what the person has done', () => {
    expect(personRiasecProfile({})).toBeNull();
    expect(personRiasecProfile({ interests })?.source).toBe('interest-inventory');
    expect(personRiasecProfile({ bigFive: standing({ O: 1 }) })?.source).toBe(
      'personality-estimate',
    );
    expect(personRiasecProfile({ interests, bigFive: standing({ O: 1 }) })?.source).toBe(
      'interests-and-personality',
    );
  });

  it('tells, warmly, that a personality-based match is only an estimate', () => {
    const prepared = prepareOccupations([
      {
        code: '27-1024.00',
        title: 'Graphic Designers',
        interests: { R: 2, I: 3, A: 7, S: 2, E: 4, C: 3 },
        highPoints: ['A', 'E', null],
        jobZone: 4,
      },
    ]);
    const estimate = personRiasecProfile({ bigFive: standing({ O: 1.5 }) });
    if (!estimate) throw new Error('expected a profile');
    const [match] = matchOccupations(estimate, prepared).matches;
    const source = match?.reasons.find((reason) => reason.kind === 'profile-source');
    expect(source).toMatchObject({ source: 'personality-estimate' });
    expect(source?.text).toMatch(/estimated your interests from your personality/);
    expect(source?.text).toMatch(/interest cards/);
    expect(source?.text).toMatch(/Realistic/);
  });

  it('takes top areas above the profile mean from plain scores', () => {
    expect(riasecProfile({ R: 100, I: 0, A: 0, S: 0, E: 0, C: 0 }).topAreas).toEqual(['R']);
    expect(riasecProfile({ R: 10, I: 60, A: 60, S: 70, E: 20, C: 60 }).topAreas).toEqual([
      'S',
      'I',
      'A',
    ]);
  });
});
