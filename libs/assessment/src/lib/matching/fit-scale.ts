/*
 * How a fit is made, as one number that both orders a list and is shown on its cards.
 *
 * 1. Interests: Pearson's r between the person's six scores and the career's (as O*NET's Interest
 *    Profiler compares them), put on Fisher's z scale, the scale on which correlations can be
 *    compared: near the top a small rise in r is a large step in agreement (0.95 to 0.98 is as
 *    far as 0.5 to 0.77), which is where a person's closest careers sit. 0 for r ≤ 0 and 100 for
 *    r ≥ 0.995.
 * 2. Work values, where the person picked some: up to 5 points more, or fewer, by how highly O*NET
 *    rates them for the career (its mean extent; 4 of 7 adds nothing).
 * 3. Cards the person rated that are the career's own activities (O*NET's example careers for the
 *    card's basic interest): up to 5 points more for "Love it", or fewer for "Not for me"
 *    (`activities.ts`).
 * 4. O*NET's "All Other" catch-alls lose 3 points: they say less about any one job.
 * 5. A career that offers little of what the person values (none of their values high, one low)
 *    stops just below their strong band: a strong fit has nothing against it.
 *
 * Bands are then calibrated against all careers for this person (`floorsFor`).
 */
import { BAND_SHARES, type FitFloors, MIN_FIT_FLOORS } from './fit-bands';

/** The correlation at which the interest fit reaches 100. */
export const FULL_FIT_CORRELATION = 0.995;

const FULL_FIT_Z = Math.atanh(FULL_FIT_CORRELATION);

/** Interest fit, 0–100 and not rounded, from Pearson's r. */
export function interestPoints(correlation: number): number {
  const r = Math.min(FULL_FIT_CORRELATION, Math.max(0, correlation));
  return (100 * Math.atanh(r)) / FULL_FIT_Z;
}

/** The most work values can add to a fit or take from it. */
export const WORK_VALUE_POINTS = 5;

/** Points for work values from their score (0–1, `workValuesScore`); 0 without one. */
export function valuePoints(score: number | null): number {
  return score === null ? 0 : WORK_VALUE_POINTS * (2 * score - 1);
}

/** What a catch-all loses, in fit points. */
export const CATCH_ALL_POINTS = 3;

/** A fit as shown: whole points, 0 to 100. */
export const wholeFit = (points: number): number => Math.min(100, Math.max(0, Math.round(points)));

/**
 * One person's band floors from their fits with every career: each band holds at most its share of
 * careers (`BAND_SHARES`), counted from the closest, and never asks less than `MIN_FIT_FLOORS`.
 * Floors are whole fits, so a band is read from the number a card shows.
 */
export function floorsFor(fits: ArrayLike<number>): FitFloors {
  const sorted = Float64Array.from(fits).sort().reverse();
  // The strictest floor that lets at most `share` of careers in (at least one): one above the next
  // career out.
  const floor = (share: number, least: number) => {
    const room = Math.max(1, Math.floor(share * sorted.length));
    return room < sorted.length ? Math.max(least, (sorted[room] as number) + 1) : least;
  };
  // Floors stay within the scale (a strong fit is at most 100, even when more than the share of
  // careers reach it) and apart, strong above good above some.
  const some = Math.min(98, floor(BAND_SHARES.some, MIN_FIT_FLOORS.some));
  const good = Math.min(99, Math.max(floor(BAND_SHARES.good, MIN_FIT_FLOORS.good), some + 1));
  const strong = Math.min(
    100,
    Math.max(floor(BAND_SHARES.strong, MIN_FIT_FLOORS.strong), good + 1),
  );
  return { strong, good, some };
}
