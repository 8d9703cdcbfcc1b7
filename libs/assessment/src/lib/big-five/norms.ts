import { AssessmentInputError } from '../shared/errors';
import { normalCdf } from '../shared/normal';
import type { BigFiveDomain, BigFiveFacet } from './domains';
import { BIG_FIVE_DOMAIN_ORDER, BIG_FIVE_FACETS } from './domains';
import type { AgeBand, MeanSd, NormGroupTable, NormSex } from './norms-table';
import { IPIP_NEO_120_NORMS } from './norms-table';

/**
 * Who to compare with. Give `age` (whole years) or `ageBand`, not both. Missing details are
 * filled in as documented on `resolveNormGroup`, and the result is then flagged approximate.
 */
export interface NormOptions {
  readonly sex?: NormSex | null;
  readonly age?: number | null;
  readonly ageBand?: AgeBand | null;
}

/** Why a norm group is an approximation. */
export type NormApproximation = 'sex-not-given' | 'age-not-given';

export interface NormGroup {
  /** e.g. 'female-21-40', or 'both-21-40' for the averaged group. */
  readonly id: string;
  /** 'both' when the male and female norms were averaged. */
  readonly sex: NormSex | 'both';
  readonly ageBand: AgeBand;
  /** Who the person is compared with, in plain English, e.g. "women aged 21 to 40". */
  readonly label: string;
  readonly approximate: boolean;
  readonly approximations: readonly NormApproximation[];
}

export interface NormedScore {
  readonly raw: number;
  /** (raw − mean) / sd in the norm group. */
  readonly z: number;
  /** Standard score: 50 + 10 z. */
  readonly t: number;
  /** Share of the norm group scoring lower, 0–100, assuming normally distributed scores. */
  readonly percentile: number;
}

export interface NormedDomain extends NormedScore {
  readonly facets: Readonly<Record<BigFiveFacet, NormedScore>>;
}

export interface BigFiveNormedScores {
  readonly group: NormGroup;
  /** True when the norm group had to be derived; say so wherever the percentiles are shown. */
  readonly approximate: boolean;
  readonly domains: Readonly<Record<BigFiveDomain, NormedDomain>>;
}

/** The raw sums norms need; `BigFiveScores` from `scoreBigFive` fits. */
export interface BigFiveRawScores {
  readonly domains: Readonly<
    Record<
      BigFiveDomain,
      {
        readonly score: number;
        readonly facets: Readonly<Record<BigFiveFacet, { readonly score: number }>>;
      }
    >
  >;
}

/**
 * Band used when no age is known. 21–40 is the adult band closest to the middle of the people who
 * use a career guide (students finishing school to mid-career changers), and where most of
 * Johnson's internet sample sits; the result is flagged approximate.
 */
export const DEFAULT_AGE_BAND: AgeBand = '21-40';

/** To show next to any percentile, as the norms' documentation asks. */
export const NORMS_SAMPLE_NOTE =
  'Percentiles compare you with people who took the IPIP-NEO-120 online, mostly in the United States (Johnson, 2014).';

/** The band Johnson's program uses for an age in whole years: <21, 21–40, 41–60, >60. */
export function ageBandForAge(age: number): AgeBand {
  if (!Number.isFinite(age) || age < 0) {
    throw new AssessmentInputError('invalid-age', 'The age must be a number of years, 0 or more.');
  }
  const years = Math.floor(age);
  if (years < 21) return 'under-21';
  if (years <= 40) return '21-40';
  if (years <= 60) return '41-60';
  return 'over-60';
}

/**
 * The band a person's stage of life tells for certain, or null where it doesn't: someone still at
 * school is under 21; a college student or a working adult may be any age.
 */
export function ageBandForLifeStage(lifeStage: string | null | undefined): AgeBand | null {
  return lifeStage === 'school' ? 'under-21' : null;
}

/**
 * The norm group for a person, and its table.
 * - Sex and age (or band) given: that group, exact.
 * - No sex: the male and female means and SDs of the age band averaged, as the port of
 *   Johnson's program does; approximate ('sex-not-given').
 * - No age: the 21–40 band (`DEFAULT_AGE_BAND`); approximate ('age-not-given').
 */
export function resolveNormGroup(options: NormOptions = {}): {
  group: NormGroup;
  table: NormGroupTable;
} {
  const { sex, age, ageBand } = options;
  let band: AgeBand | null = ageBand ?? null;
  if (age !== undefined && age !== null) {
    const fromAge = ageBandForAge(age);
    if (band !== null && band !== fromAge) {
      throw new AssessmentInputError(
        'invalid-age',
        `An age of ${age} is not in the ${band} band; give the age or the band, not both.`,
      );
    }
    band = fromAge;
  }

  const approximations: NormApproximation[] = [];
  if (sex !== 'female' && sex !== 'male') approximations.push('sex-not-given');
  if (band === null) approximations.push('age-not-given');
  const usedBand = band ?? DEFAULT_AGE_BAND;
  const usedSex = sex === 'female' || sex === 'male' ? sex : 'both';

  const table =
    usedSex === 'both'
      ? averageTables(IPIP_NEO_120_NORMS.female[usedBand], IPIP_NEO_120_NORMS.male[usedBand])
      : IPIP_NEO_120_NORMS[usedSex][usedBand];
  return {
    group: {
      id: `${usedSex}-${usedBand}`,
      sex: usedSex,
      ageBand: usedBand,
      label: groupLabel(usedSex, usedBand),
      approximate: approximations.length > 0,
      approximations,
    },
    table,
  };
}

/**
 * T scores and percentiles of raw Big Five sums against a norm group (Johnson, 2014 norms):
 * z = (raw − mean) / sd, T = 50 + 10 z, percentile = 100 Φ(z). Johnson's program reads the
 * percentile off T with a cubic polynomial; the normal CDF is the exact form of the same
 * normality assumption.
 */
export function normBigFiveScores(
  scores: BigFiveRawScores,
  options: NormOptions = {},
): BigFiveNormedScores {
  const { group, table } = resolveNormGroup(options);
  const domains = Object.fromEntries(
    BIG_FIVE_DOMAIN_ORDER.map((domain) => {
      const raw = scores.domains[domain];
      checkRawScores(domain, raw);
      const facets = Object.fromEntries(
        BIG_FIVE_FACETS.map((facet) => [
          facet,
          normed(raw.facets[facet].score, table.facets[domain][facet - 1] as MeanSd),
        ]),
      ) as Record<BigFiveFacet, NormedScore>;
      return [domain, { ...normed(raw.score, table.domains[domain]), facets }];
    }),
  ) as Record<BigFiveDomain, NormedDomain>;
  return { group, approximate: group.approximate, domains };
}

function normed(raw: number, [mean, sd]: MeanSd): NormedScore {
  const z = (raw - mean) / sd;
  return { raw, z, t: 50 + 10 * z, percentile: 100 * normalCdf(z) };
}

/** Stored or transmitted scores are checked, since a wrong sum would give a confident percentile. */
function checkRawScores(domain: BigFiveDomain, raw: BigFiveRawScores['domains'][BigFiveDomain]) {
  const isSum = (value: unknown, items: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= items && value <= 5 * items;
  const facetScores = BIG_FIVE_FACETS.map((facet) => raw?.facets?.[facet]?.score);
  if (
    !isSum(raw?.score, 24) ||
    !facetScores.every((score) => isSum(score, 4)) ||
    facetScores.reduce<number>((sum, score) => sum + score, 0) !== raw.score
  ) {
    throw new AssessmentInputError(
      'invalid-score',
      `The ${domain} scores must be a sum of 24–120 made of six facet sums of 4–20.`,
      [domain],
    );
  }
}

function averageTables(a: NormGroupTable, b: NormGroupTable): NormGroupTable {
  const mean = (x: MeanSd, y: MeanSd): MeanSd => [(x[0] + y[0]) / 2, (x[1] + y[1]) / 2];
  const domains = {} as Record<BigFiveDomain, MeanSd>;
  const facets = {} as Record<BigFiveDomain, NormGroupTable['facets'][BigFiveDomain]>;
  for (const domain of BIG_FIVE_DOMAIN_ORDER) {
    domains[domain] = mean(a.domains[domain], b.domains[domain]);
    facets[domain] = a.facets[domain].map((facet, i) =>
      mean(facet, b.facets[domain][i] as MeanSd),
    ) as unknown as NormGroupTable['facets'][BigFiveDomain];
  }
  return { domains, facets };
}

function groupLabel(sex: NormSex | 'both', band: AgeBand): string {
  const who = sex === 'female' ? 'women' : sex === 'male' ? 'men' : 'women and men';
  const ages: Record<AgeBand, string> = {
    'under-21': 'under 21',
    '21-40': 'aged 21 to 40',
    '41-60': 'aged 41 to 60',
    'over-60': 'over 60',
  };
  const label = `${who} ${ages[band]}`;
  return sex === 'both' ? `${label} (the average of the two groups)` : label;
}
