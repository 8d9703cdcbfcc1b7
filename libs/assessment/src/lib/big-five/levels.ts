import type { BigFiveLevel } from './domains';

/*
 * The one place that turns a percentile into a level and a level into words. A level is where a
 * person stands in their norm group: below the 30th percentile is low (lower than most people),
 * above the 70th high, and between them average. Bands of 30/40/30 keep "average" for the middle
 * two-fifths, where the test can't tell a person apart from most others with any confidence.
 */

/** Percentiles below this are low. */
export const LOW_BELOW_PERCENTILE = 30;
/** Percentiles above this are high. */
export const HIGH_ABOVE_PERCENTILE = 70;

/**
 * The level of a percentile (0–100) against the norm group. It reads the percentile as people see
 * it (`percentileNumber`), so a level never disagrees with the number beside it: the 30th and the
 * 70th are both average.
 */
export function levelForPercentile(percentile: number): BigFiveLevel {
  if (!Number.isFinite(percentile)) throw new RangeError('A percentile must be a number.');
  const shown = percentileNumber(percentile);
  if (shown < LOW_BELOW_PERCENTILE) return 'low';
  if (shown > HIGH_ABOVE_PERCENTILE) return 'high';
  return 'neutral';
}

const LEVEL_WORDS: Record<BigFiveLevel, string> = {
  low: 'low',
  // The code calls the middle band 'neutral'; people call it "average".
  neutral: 'average',
  high: 'high',
};

/** "low", "average" or "high". */
export const levelWord = (level: BigFiveLevel): string => LEVEL_WORDS[level];

/** "Low", "Average" or "High". */
export const levelLabel = (level: BigFiveLevel): string => {
  const word = levelWord(level);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** How the levels are set, in one sentence, for every page that shows them. */
export const LEVEL_BANDS_NOTE = `Levels come from percentiles: below the ${LOW_BELOW_PERCENTILE}th is ${levelWord('low')}, from the ${LOW_BELOW_PERCENTILE}th to the ${HIGH_ABOVE_PERCENTILE}th ${levelWord('neutral')}, above the ${HIGH_ABOVE_PERCENTILE}th ${levelWord('high')}.`;

/**
 * A percentile as a whole number from 1 to 99. Norms estimate the tails least well, so 0 and 100
 * would claim more than the data can say.
 */
export function percentileNumber(percentile: number): number {
  return Math.min(99, Math.max(1, Math.round(percentile)));
}

/** "88th percentile". */
export function percentileOrdinal(percentile: number): string {
  const value = percentileNumber(percentile);
  const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(value);
  return `${value}${suffixes[rule] ?? 'th'} percentile`;
}

/** The percentile in everyday words: "Higher than 88 of 100 people in the comparison group". */
export function percentileSentence(percentile: number): string {
  if (Math.round(percentile) < 1) return 'Lower than 99 of 100 people in the comparison group';
  return `Higher than ${percentileNumber(percentile)} of 100 people in the comparison group`;
}
