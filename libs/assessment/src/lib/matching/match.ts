import type { RiasecArea, RiasecProfile } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { JobZone } from './job-zones';
import { type FitBand, fitBand } from './fit-bands';
import type { PersonRiasecProfile } from './person-profile';
import { checkProfile } from './person-profile';
import type { MatchReason } from './reasons';
import {
  educationReason,
  interestFitReason,
  jobZoneReason,
  occupationDataReason,
  profileSourceReason,
  workValuesReason,
} from './reasons';
import { WORK_VALUES_WEIGHT, type WorkValue, workValuesScore } from './work-values';
import { CATCH_ALL_PENALTY, isCatchAll } from './catch-all';

/** An occupation as matching needs it, from O*NET's Interests and Job Zones data. */
export interface OccupationInterestProfile {
  /** O*NET-SOC code, e.g. '15-1252.00'. */
  readonly code: string;
  readonly title: string;
  /** O*NET scale OI: 1–7 per area. */
  readonly interests: RiasecProfile;
  /** O*NET scale IH: first, second and third high point; null where O*NET gives none (0). */
  readonly highPoints: readonly [RiasecArea | null, RiasecArea | null, RiasecArea | null];
  readonly jobZone: JobZone | null;
  /** Typical education, as a label ready to show, when known. */
  readonly education?: string | null;
  /** Where O*NET's interest ratings come from (its Domain Source), e.g. 'Machine Learning'. */
  readonly interestSource?: string | null;
  /** O*NET Work Values extents (scale EX, 1–7), where O*NET has them. */
  readonly workValues?: Readonly<Partial<Record<WorkValue, number>>>;
}

/**
 * Occupations ready for matching: each interest profile centred on its mean and scaled to unit
 * length once, so a match is then one six-term dot product per occupation.
 */
export class PreparedOccupations {
  /** The occupations that can be matched, in input order. */
  readonly occupations: readonly OccupationInterestProfile[];
  /** Occupations whose six interest scores are all equal (or not numbers): no pattern to compare. */
  readonly excluded: readonly OccupationInterestProfile[];
  /** Unit vectors, six numbers per occupation. */
  readonly unit: Float64Array;
  /** Position of each occupation's code in code order: the tie-break, without comparing strings. */
  readonly codeRank: Int32Array;
  /** 1 for O*NET's "All Other" catch-alls, which follow specific careers of similar fit. */
  readonly catchAll: Uint8Array;

  constructor(occupations: readonly OccupationInterestProfile[]) {
    const included: OccupationInterestProfile[] = [];
    const excluded: OccupationInterestProfile[] = [];
    const vectors: number[] = [];
    const seen = new Set<string>();
    for (const occupation of occupations) {
      if (seen.has(occupation.code)) {
        throw new Error(`Occupation ${occupation.code} is listed twice.`);
      }
      seen.add(occupation.code);
      const unit = unitDeviations(occupation.interests);
      if (unit) {
        included.push(occupation);
        vectors.push(...unit);
      } else excluded.push(occupation);
    }
    this.occupations = included;
    this.excluded = excluded;
    this.unit = Float64Array.from(vectors);
    const byCode = included
      .map((occupation, index) => ({ code: occupation.code, index }))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    this.catchAll = Uint8Array.from(included, (occupation) =>
      isCatchAll(occupation.title) ? 1 : 0,
    );
    this.codeRank = new Int32Array(included.length);
    byCode.forEach((entry, rank) => {
      this.codeRank[entry.index] = rank;
    });
  }
}

/** Do this once per occupation list (e.g. at server start) and reuse it for every person. */
export function prepareOccupations(
  occupations: readonly OccupationInterestProfile[],
): PreparedOccupations {
  return new PreparedOccupations(occupations);
}

export interface OccupationMatch {
  readonly occupation: OccupationInterestProfile;
  /** 1-based position in the ranking. */
  readonly rank: number;
  /** Pearson correlation of the person's and the occupation's six scores, −1 to 1. */
  readonly correlation: number;
  /** 0–100: 100 × correlation, rounded, and 0 for a negative correlation. */
  readonly fit: number;
  readonly fitBand: FitBand;
  readonly reasons: readonly MatchReason[];
}

export interface MatchOptions {
  /** Only occupations in these job zones; an occupation without a zone is then left out. */
  readonly jobZones?: Iterable<JobZone>;
  /** At most this many matches (the best ones). */
  readonly limit?: number;
  /**
   * Work values the person picked: a secondary factor that orders careers of similar fit (at
   * most `WORK_VALUES_WEIGHT` of correlation), never outweighing interests.
   */
  readonly workValues?: readonly WorkValue[];
  /** Only occupations this keeps (by code), such as those meeting a pay or growth filter. */
  readonly include?: (code: string) => boolean;
}

export type MatchOutcome =
  | {
      readonly status: 'ranked';
      readonly matches: readonly OccupationMatch[];
      /** Occupations ranked (after the job-zone and `include` filters), before the limit. */
      readonly considered: number;
    }
  | {
      /** All six scores are equal: no pattern to compare, so no ranking would mean anything. */
      readonly status: 'undifferentiated';
      readonly matches: readonly [];
      readonly considered: 0;
    };

/**
 * Ranks occupations by the Pearson correlation between the person's six scores and the
 * occupation's O*NET interest profile, as O*NET's own Interest Profiler does: it compares the
 * shape of the profiles, so the person's scale (0–100) and O*NET's (1–7) need no conversion.
 * Equal correlations go by O*NET-SOC code.
 */
export function matchOccupations(
  profile: PersonRiasecProfile,
  prepared: PreparedOccupations,
  options: MatchOptions = {},
): MatchOutcome {
  checkProfile(profile.scores);
  const person = unitDeviations(profile.scores);
  if (!person) return { status: 'undifferentiated', matches: [], considered: 0 };

  const zones = options.jobZones ? new Set<JobZone | null>(options.jobZones) : null;
  const values = options.workValues ?? [];
  const { occupations, unit, codeRank, catchAll } = prepared;
  const indices: number[] = [];
  const correlations = new Float64Array(occupations.length);
  const keys = new Float64Array(occupations.length);
  for (let i = 0; i < occupations.length; i++) {
    const occupation = occupations[i] as OccupationInterestProfile;
    if (zones && !zones.has(occupation.jobZone)) continue;
    if (options.include && !options.include(occupation.code)) continue;
    const o = i * 6;
    const r =
      person[0] * (unit[o] as number) +
      person[1] * (unit[o + 1] as number) +
      person[2] * (unit[o + 2] as number) +
      person[3] * (unit[o + 3] as number) +
      person[4] * (unit[o + 4] as number) +
      person[5] * (unit[o + 5] as number);
    // Rounding can push a dot product of unit vectors a hair past ±1.
    correlations[i] = Math.max(-1, Math.min(1, r));
    const valueScore = values.length ? workValuesScore(values, occupation.workValues) : null;
    keys[i] =
      (correlations[i] as number) +
      WORK_VALUES_WEIGHT * (valueScore ?? 0) -
      (catchAll[i] ? CATCH_ALL_PENALTY : 0);
    indices.push(i);
  }
  indices.sort(
    (a, b) =>
      (keys[b] as number) - (keys[a] as number) ||
      (codeRank[a] as number) - (codeRank[b] as number),
  );

  const limit = options.limit ?? indices.length;
  const matches = indices.slice(0, Math.max(0, limit)).map((index, position): OccupationMatch => {
    const occupation = occupations[index] as OccupationInterestProfile;
    const correlation = correlations[index] as number;
    const fit = Math.round(100 * Math.max(0, correlation));
    return {
      occupation,
      rank: position + 1,
      correlation,
      fit,
      fitBand: fitBand(fit),
      reasons: reasonsFor(profile, occupation, fit, values),
    };
  });
  return { status: 'ranked', matches, considered: indices.length };
}

function reasonsFor(
  profile: PersonRiasecProfile,
  occupation: OccupationInterestProfile,
  fit: number,
  values: readonly WorkValue[],
): MatchReason[] {
  const reasons = [interestFitReason(profile, occupation, fit)];
  const valuesReason = workValuesReason(values, occupation.workValues);
  if (valuesReason) reasons.push(valuesReason);
  reasons.push(jobZoneReason(occupation.jobZone));
  if (occupation.education) reasons.push(educationReason(occupation.education));
  reasons.push(profileSourceReason(profile.source));
  if (occupation.interestSource) reasons.push(occupationDataReason(occupation.interestSource));
  return reasons;
}

/** Pearson's r of a person's and an occupation's six scores; null when either is flat. */
export function profileCorrelation(
  person: RiasecProfile,
  occupation: RiasecProfile,
): number | null {
  const p = unitDeviations(person);
  const o = unitDeviations(occupation);
  if (!p || !o) return null;
  const r = p.reduce((sum, value, i) => sum + value * (o[i] as number), 0);
  return Math.max(-1, Math.min(1, r));
}

/**
 * Deviations from the mean scaled to unit length, in RIASEC order; null when all six are equal
 * (or one is not a number). Pearson's r of two profiles is the dot product of these vectors.
 */
function unitDeviations(
  profile: RiasecProfile,
): [number, number, number, number, number, number] | null {
  const values = RIASEC_ORDER.map((area) => profile[area]);
  if (!values.every(Number.isFinite)) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / 6;
  const deviations = values.map((value) => value - mean);
  const length = Math.sqrt(deviations.reduce((sum, d) => sum + d * d, 0));
  // Relative to the scale, so a profile equal up to rounding counts as flat.
  const scale = Math.max(...values.map(Math.abs), 1);
  if (!(length > 1e-12 * scale)) return null;
  return deviations.map((d) => d / length) as [number, number, number, number, number, number];
}
