import type { RiasecArea, RiasecProfile } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { JobZone } from './job-zones';
import { type FitBand, type FitFloors, fitBand } from './fit-bands';
import { CATCH_ALL_POINTS, floorsFor, interestPoints, valuePoints, wholeFit } from './fit-scale';
import type { PersonRiasecProfile } from './person-profile';
import { checkProfile } from './person-profile';
import type { MatchReason } from './reasons';
import { type RatedActivity, activityPoints } from './activities';
import { CAREER_FAMILIES, type CareerFamily, familyOf } from './families';
import {
  activitiesReason,
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
  /** Each occupation's family, as an index into `CAREER_FAMILIES`; −1 for none. */
  readonly family: Int16Array;
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
    this.family = Int16Array.from(included, (occupation) => {
      const family = familyOf(occupation.code);
      return family ? CAREER_FAMILIES.indexOf(family) : -1;
    });
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
  /**
   * With `families`, the family this match stands for (it is the family's closest member) and its
   * other members, closest first; null for a career in no family or the only one of its family.
   */
  readonly family?: FamilyPlace | null;
}

/** A family's other members on a list, each with the fit it would show on its own. */
export interface FamilyPlace {
  readonly family: CareerFamily;
  readonly members: readonly Pick<OccupationMatch, 'occupation' | 'fit' | 'fitBand'>[];
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
  /**
   * One place per career family (`families.ts`), at its closest member: the limit then counts
   * places, and each place lists the family's other members that pass the filters.
   */
  readonly families?: boolean;
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
  /** Whole points the career's own activities, as the person rated them, added (or took off). */
  readonly activityPoints: Int16Array;
  /** 1 where the person's values are lacking and the fit was held below the strong band. */
  readonly held: Uint8Array;

  constructor(
    readonly profile: PersonRiasecProfile,
    readonly prepared: PreparedOccupations,
    person: readonly number[],
    readonly workValues: readonly WorkValue[],
    /** Per career code, the cards the person rated that are its own activities. */
    readonly activities: ReadonlyMap<string, readonly RatedActivity[]> = new Map(),
  ) {
    const { occupations, unit, catchAll } = prepared;
    const n = occupations.length;
    this.correlations = new Float64Array(n);
    this.fits = new Int16Array(n);
    this.valuePoints = new Int16Array(n);
    this.activityPoints = new Int16Array(n);
    this.held = new Uint8Array(n);
    const lacking = new Uint8Array(n);
    // Each fit before the person's cards, for the points they add after a hold below strong.
    const valuedFits = new Int16Array(n);
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
      const valued = base + valuePoints(values);
      this.fits[i] = wholeFit(valued + activityPoints(activities.get(occupation.code)));
      // What each step changed in the fit shown, so each reason says exactly that.
      this.valuePoints[i] = wholeFit(valued) - wholeFit(base);
      valuedFits[i] = wholeFit(valued);
      this.activityPoints[i] = (this.fits[i] as number) - wholeFit(valued);
    }
    this.floors = floorsFor(this.fits);
    for (let i = 0; i < n; i++) {
      if (lacking[i] && (this.fits[i] as number) >= this.floors.strong) {
        this.fits[i] = this.floors.strong - 1;
        this.held[i] = 1;
        // What the cards change in the fit shown: the held fit against the fit without them,
        // held too.
        this.activityPoints[i] =
          (this.fits[i] as number) - Math.min(valuedFits[i] as number, this.floors.strong - 1);
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
        activities: this.activities.get(occupation.code),
        activityPoints: this.activityPoints[index] as number,
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
  activities?: ReadonlyMap<string, readonly RatedActivity[]>,
): PersonFits | null {
  checkProfile(profile.scores);
  const person = unitDeviations(profile.scores);
  return person ? new PersonFits(profile, prepared, person, workValues, activities) : null;
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
  const limit = Math.max(0, options.limit ?? indices.length);
  const places = options.families ? familyPlaces(fits, indices) : indices.map((index) => [index]);
  const matches = places.slice(0, limit).map(([index, ...others], position): OccupationMatch => {
    const match = { ...fits.at(index as number), rank: position + 1 };
    if (!options.families) return match;
    const family = others.length ? CAREER_FAMILIES[fits.prepared.family[index as number]!] : null;
    return {
      ...match,
      family: family
        ? {
            family,
            members: others.map((other) => ({
              occupation: fits.prepared.occupations[other] as OccupationInterestProfile,
              fit: fits.fits[other] as number,
              fitBand: fitBand(fits.fits[other] as number, fits.floors),
            })),
          }
        : null,
    };
  });
  return { status: 'ranked', matches, considered: indices.length, floors: fits.floors };
}

/** Ranked indices gathered into places: a family's members join the place of its first. */
function familyPlaces(fits: PersonFits, ranked: readonly number[]): number[][] {
  const places: number[][] = [];
  const placeOf = new Map<number, number[]>();
  for (const index of ranked) {
    const family = fits.prepared.family[index] as number;
    const place = family >= 0 ? placeOf.get(family) : undefined;
    if (place) place.push(index);
    else {
      const opened = [index];
      places.push(opened);
      if (family >= 0) placeOf.set(family, opened);
    }
  }
  return places;
}

function reasonsFor(
  profile: PersonRiasecProfile,
  occupation: OccupationInterestProfile,
  band: FitBand,
  values: readonly WorkValue[],
  points: {
    points: number;
    held: boolean;
    activities: readonly RatedActivity[] | undefined;
    activityPoints: number;
  },
): MatchReason[] {
  const reasons = [interestFitReason(profile, occupation, band)];
  const ownActivities = activitiesReason(points.activities, points.activityPoints);
  if (ownActivities) reasons.push(ownActivities);
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
