import type { RiasecArea, RiasecProfile } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { JobZone } from './job-zones';
import { type FitBand, type FitFloors, fitBand } from './fit-bands';
import { CATCH_ALL_POINTS, floorsFor, interestPoints, valuePoints, wholeFit } from './fit-scale';
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
import { type WorkValue, valuesOffered, workValuesScore } from './work-values';
import { isCatchAll } from './catch-all';

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
  /** Position of each occupation's title A to Z (then code): the order of equal fits. */
  readonly titleRank: Int32Array;
  /** 1 for O*NET's "All Other" catch-alls, which lose a few points of fit. */
  readonly catchAll: Uint8Array;
  private readonly positions: ReadonlyMap<string, number>;

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
    const byTitle = included
      .map((occupation, index) => ({ occupation, index }))
      .sort(
        (a, b) =>
          TITLE_ORDER.compare(a.occupation.title, b.occupation.title) ||
          (a.occupation.code < b.occupation.code ? -1 : 1),
      );
    this.catchAll = Uint8Array.from(included, (occupation) =>
      isCatchAll(occupation.title) ? 1 : 0,
    );
    this.titleRank = new Int32Array(included.length);
    byTitle.forEach((entry, rank) => {
      this.titleRank[entry.index] = rank;
    });
    this.positions = new Map(included.map((occupation, index) => [occupation.code, index]));
  }

  /** The position of an occupation in `occupations`, or −1 when it can't be matched. */
  indexOf(code: string): number {
    return this.positions.get(code) ?? -1;
  }
}

/** How lists put titles A to Z, the order of careers with equal fit. */
export const TITLE_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

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
  /** 0–100, the number that orders the list (see `fit-scale.ts`). */
  readonly fit: number;
  readonly fitBand: FitBand;
  readonly reasons: readonly MatchReason[];
}

export interface MatchOptions {
  /** Only occupations in these job zones; an occupation without a zone is then left out. */
  readonly jobZones?: Iterable<JobZone>;
  /** At most this many matches (the best ones). */
  readonly limit?: number;
  /** Work values the person picked: they add or take up to `WORK_VALUE_POINTS` of fit. */
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
      /** This person's band floors, from their fit with every occupation. */
      readonly floors: FitFloors;
    }
  | {
      /** All six scores are equal: no pattern to compare, so no ranking would mean anything. */
      readonly status: 'undifferentiated';
      readonly matches: readonly [];
      readonly considered: 0;
    };

/** One person's fit with every occupation, and the band floors calibrated on them. */
export class PersonFits {
  readonly floors: FitFloors;
  /** Pearson's r per occupation, in the prepared order. */
  readonly correlations: Float64Array;
  /** Whole fits per occupation (0–100), after every adjustment and cap. */
  readonly fits: Int16Array;
  /** Whole points the work values added to each fit (negative when they took some off). */
  readonly valuePoints: Int16Array;
  /** 1 where the person's values are lacking and the fit was held below the strong band. */
  readonly held: Uint8Array;

  constructor(
    readonly profile: PersonRiasecProfile,
    readonly prepared: PreparedOccupations,
    person: readonly number[],
    readonly workValues: readonly WorkValue[],
  ) {
    const { occupations, unit, catchAll } = prepared;
    const n = occupations.length;
    this.correlations = new Float64Array(n);
    this.fits = new Int16Array(n);
    this.valuePoints = new Int16Array(n);
    this.held = new Uint8Array(n);
    const lacking = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const occupation = occupations[i] as OccupationInterestProfile;
      const o = i * 6;
      let r = 0;
      for (let k = 0; k < 6; k++) r += (person[k] as number) * (unit[o + k] as number);
      // Rounding can push a dot product of unit vectors a hair past ±1.
      r = Math.max(-1, Math.min(1, r));
      this.correlations[i] = r;
      const values = workValues.length ? workValuesScore(workValues, occupation.workValues) : null;
      if (valuesOffered(workValues, occupation.workValues)?.stance === 'against') lacking[i] = 1;
      const base = interestPoints(r) - (catchAll[i] ? CATCH_ALL_POINTS : 0);
      this.fits[i] = wholeFit(base + valuePoints(values));
      // What the values changed in the fit shown, so the reason says exactly that.
      this.valuePoints[i] = (this.fits[i] as number) - wholeFit(base);
    }
    this.floors = floorsFor(this.fits);
    for (let i = 0; i < n; i++) {
      if (lacking[i] && (this.fits[i] as number) >= this.floors.strong) {
        this.fits[i] = this.floors.strong - 1;
        this.held[i] = 1;
      }
    }
  }

  /** Fit, band and reasons for the occupation at `index`. */
  at(index: number): Omit<OccupationMatch, 'rank'> {
    const occupation = this.prepared.occupations[index] as OccupationInterestProfile;
    const fit = this.fits[index] as number;
    const band = fitBand(fit, this.floors);
    return {
      occupation,
      correlation: this.correlations[index] as number,
      fit,
      fitBand: band,
      reasons: reasonsFor(this.profile, occupation, band, this.workValues, {
        points: this.valuePoints[index] as number,
        held: this.held[index] === 1,
      }),
    };
  }
}

/**
 * A person's fit with every occupation; null when their six scores are all equal (no pattern to
 * compare). Work values take part when given.
 */
export function personFits(
  profile: PersonRiasecProfile,
  prepared: PreparedOccupations,
  workValues: readonly WorkValue[] = [],
): PersonFits | null {
  checkProfile(profile.scores);
  const person = unitDeviations(profile.scores);
  return person ? new PersonFits(profile, prepared, person, workValues) : null;
}

/**
 * Ranks occupations by fit (`fit-scale.ts`), the number each match shows: interests compared by
 * the shape of the six scores (Pearson's r, so the person's scale and O*NET's need no conversion),
 * with work values and catch-alls in points. Equal fits go by title,
 * A to Z, then by O*NET-SOC code.
 */
export function matchOccupations(
  profile: PersonRiasecProfile,
  prepared: PreparedOccupations,
  options: MatchOptions = {},
): MatchOutcome {
  const fits = personFits(profile, prepared, options.workValues ?? []);
  if (!fits) return { status: 'undifferentiated', matches: [], considered: 0 };
  return rankFits(fits, options);
}

/** `matchOccupations` for fits already made (their work values are the ones that count). */
export function rankFits(
  fits: PersonFits,
  options: Omit<MatchOptions, 'workValues'> = {},
): MatchOutcome & { status: 'ranked' } {
  const zones = options.jobZones ? new Set<JobZone | null>(options.jobZones) : null;
  const { occupations, titleRank } = fits.prepared;
  const indices: number[] = [];
  for (let i = 0; i < occupations.length; i++) {
    const occupation = occupations[i] as OccupationInterestProfile;
    if (zones && !zones.has(occupation.jobZone)) continue;
    if (options.include && !options.include(occupation.code)) continue;
    indices.push(i);
  }
  indices.sort(
    (a, b) =>
      (fits.fits[b] as number) - (fits.fits[a] as number) ||
      (titleRank[a] as number) - (titleRank[b] as number),
  );
  const limit = options.limit ?? indices.length;
  const matches = indices
    .slice(0, Math.max(0, limit))
    .map((index, position): OccupationMatch => ({ ...fits.at(index), rank: position + 1 }));
  return { status: 'ranked', matches, considered: indices.length, floors: fits.floors };
}

function reasonsFor(
  profile: PersonRiasecProfile,
  occupation: OccupationInterestProfile,
  band: FitBand,
  values: readonly WorkValue[],
  points: { points: number; held: boolean },
): MatchReason[] {
  const reasons = [interestFitReason(profile, occupation, band)];
  const valuesReason = workValuesReason(values, occupation.workValues, points);
  if (valuesReason) reasons.push(valuesReason);
  reasons.push(jobZoneReason(occupation.jobZone));
  if (occupation.education) reasons.push(educationReason(occupation.education));
  reasons.push(profileSourceReason(profile.source));
  if (occupation.interestSource) reasons.push(occupationDataReason(occupation.interestSource));
  return reasons;
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
