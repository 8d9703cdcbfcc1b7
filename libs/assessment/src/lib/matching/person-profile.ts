import type { BigFiveDomain } from '../big-five/domains';
import type { InterestScored } from '../interests/score';
import { AssessmentInputError } from '../shared/errors';
import type { RiasecArea, RiasecProfile } from '../riasec';
import { rankAreas, RIASEC_ORDER } from '../riasec';

/**
 * Where a person's RIASEC profile comes from:
 * - 'interest-inventory': their own card ratings;
 * - 'personality-estimate': estimated from their Big Five result (no interest result yet);
 * - 'interests-and-personality': card ratings, nudged by the personality estimate.
 */
export type ProfileSource =
  'interest-inventory' | 'personality-estimate' | 'interests-and-personality';

export interface PersonRiasecProfile {
  /** 0–100 per area. Only the shape matters for matching (correlation ignores level and spread). */
  readonly scores: RiasecProfile;
  readonly source: ProfileSource;
  /** Up to three areas the person clearly leans toward, strongest first; used to explain matches. */
  readonly topAreas: readonly RiasecArea[];
}

/**
 * A profile from any six scores, e.g. an interest result from another inventory. Its top areas
 * are the (up to three) highest that lie above the profile's own mean, ties in RIASEC order.
 */
export function riasecProfile(
  scores: RiasecProfile,
  source: ProfileSource = 'interest-inventory',
): PersonRiasecProfile {
  checkProfile(scores);
  const mean = RIASEC_ORDER.reduce((sum, area) => sum + scores[area], 0) / 6;
  const topAreas = rankAreas(scores)
    .filter((area) => scores[area] > mean)
    .slice(0, 3);
  return { scores: { ...scores }, source, topAreas };
}

/** The profile of a scored interest inventory; its top areas are its Holland code, as shown. */
export function profileFromInterests(result: InterestScored): PersonRiasecProfile {
  const mean = RIASEC_ORDER.reduce((sum, area) => sum + result.scores[area], 0) / 6;
  return {
    scores: { ...result.scores },
    source: 'interest-inventory',
    topAreas: result.topAreas.filter((area) => result.scores[area] > mean),
  };
}

/**
 * The published correlations between RIASEC interests and Big Five domains that hold for women
 * and men and across interest measures: Larson, Rottinghaus & Borgen (2002), Meta-analyses of
 * Big Six interests and Big Five personality factors, Journal of Vocational Behavior 61, 217–239,
 * https://doi.org/10.1006/jvbe.2001.1854 (24 samples, NEO PI-R). Barrick, Mount & Gupta (2003),
 * Personnel Psychology 56, 45–74, agree on the strongest (Enterprising–Extraversion ρ = .41,
 * Artistic–Openness ρ = .39) and found Realistic related to no domain.
 */
export const PERSONALITY_INTEREST_CORRELATIONS: readonly {
  readonly area: RiasecArea;
  readonly domain: BigFiveDomain;
  readonly r: number;
}[] = [
  { area: 'A', domain: 'O', r: 0.48 },
  { area: 'E', domain: 'E', r: 0.41 },
  { area: 'S', domain: 'E', r: 0.31 },
  { area: 'I', domain: 'O', r: 0.28 },
  { area: 'S', domain: 'A', r: 0.19 },
];

/**
 * Areas personality says nothing useful about: no substantial correlation for Realistic or
 * Conventional (Larson et al., 2002), and multiple R of only .11 and .27 on all five domains
 * (Barrick et al., 2003). An estimate leaves them at the population mean.
 */
export const AREAS_WITHOUT_PERSONALITY_INFORMATION: readonly RiasecArea[] = ['R', 'C'];

/** Points on the 0–100 scale per standard deviation of an estimated interest. */
const ESTIMATE_POINTS_PER_SD = 25;

/**
 * How much a personality estimate counts when the person also has an interest result. The
 * interest inventory measures interests; personality explains little of them (Barrick et al.,
 * 2003: multiple R .11–.47), so it only nudges.
 */
export const PERSONALITY_ESTIMATE_WEIGHT = 0.25;

/** Big Five standing as z-scores against norms; `normBigFiveScores` returns this shape. */
export interface BigFiveStanding {
  readonly domains: Readonly<Record<BigFiveDomain, { readonly z: number }>>;
}

/**
 * An estimated RIASEC profile from Big Five z-scores: each area's expected z is the sum of
 * r × domain z over the correlations above (A = .48 O; E = .41 E; S = .31 E + .19 A; I = .28 O;
 * R and C: 0, the mean). Summing S's two terms ignores the overlap of Extraversion and
 * Agreeableness; the published figures allow no better. On the 0–100 scale 50 is the mean and
 * 25 points one standard deviation, clamped to 0–100. Top areas: only areas personality informs,
 * above the mean.
 */
export function estimateRiasecFromBigFive(standing: BigFiveStanding): PersonRiasecProfile {
  const expected: Record<RiasecArea, number> = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const { area, domain, r } of PERSONALITY_INTEREST_CORRELATIONS) {
    const z = standing.domains[domain]?.z;
    if (typeof z !== 'number' || !Number.isFinite(z)) {
      throw new AssessmentInputError(
        'invalid-profile',
        `The Big Five standing needs a z-score for ${domain}.`,
        [domain],
      );
    }
    expected[area] += r * z;
  }
  const scores = {} as Record<RiasecArea, number>;
  for (const area of RIASEC_ORDER) {
    scores[area] = Math.min(100, Math.max(0, 50 + ESTIMATE_POINTS_PER_SD * expected[area]));
  }
  const topAreas = rankAreas(scores)
    .filter((area) => !AREAS_WITHOUT_PERSONALITY_INFORMATION.includes(area) && scores[area] > 50)
    .slice(0, 3);
  return { scores, source: 'personality-estimate', topAreas };
}

/**
 * Interests first, personality as a nudge: each area is 0.75 × interest score + 0.25 × estimate
 * (`PERSONALITY_ESTIMATE_WEIGHT`). The estimate also varies less (one SD of a domain moves an
 * area at most 12 points), so its pull on the profile's shape is smaller still. The top areas stay
 * those of the interest result, which is what the person saw as their code.
 */
export function combineProfiles(
  interests: PersonRiasecProfile,
  estimate: PersonRiasecProfile,
): PersonRiasecProfile {
  const w = PERSONALITY_ESTIMATE_WEIGHT;
  const scores = {} as Record<RiasecArea, number>;
  for (const area of RIASEC_ORDER) {
    scores[area] = (1 - w) * interests.scores[area] + w * estimate.scores[area];
  }
  return { scores, source: 'interests-and-personality', topAreas: interests.topAreas };
}

export function checkProfile(scores: RiasecProfile): void {
  const bad = RIASEC_ORDER.filter((area) => !Number.isFinite(scores?.[area]));
  if (bad.length > 0) {
    throw new AssessmentInputError(
      'invalid-profile',
      `A RIASEC profile needs a number for each of R, I, A, S, E and C (missing or invalid: ${bad.join(', ')}).`,
      bad,
    );
  }
}

/**
 * The profile to match with from whatever the person has done: interests and personality
 * combined, interests alone, a personality estimate alone, or null with neither.
 */
export function personRiasecProfile(results: {
  readonly interests?: InterestScored | null;
  readonly bigFive?: BigFiveStanding | null;
}): PersonRiasecProfile | null {
  const interests = results.interests ? profileFromInterests(results.interests) : null;
  const estimate = results.bigFive ? estimateRiasecFromBigFive(results.bigFive) : null;
  if (interests && estimate) return combineProfiles(interests, estimate);
  return interests ?? estimate;
}
