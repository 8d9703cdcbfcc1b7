import type { MessageDescriptor } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import { type BigFiveLevel, percentileNumber } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';

const LEVEL_WORDS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg`low`,
  // The code calls the middle band 'neutral'; people call it "average".
  neutral: msg`average`,
  high: msg`high`,
};

/** "low", "average" or "high", as a personality report says a level in a sentence. */
export const levelWord = (level: BigFiveLevel): string => i18n._(LEVEL_WORDS[level]);

/** "88th percentile" ("percentil 88"), from a raw percentile (rounded, 1 to 99). */
export function percentileOrdinal(raw: number): string {
  const percentile = percentileNumber(raw);
  return selectOrdinal(percentile, {
    one: '#st percentile',
    two: '#nd percentile',
    few: '#rd percentile',
    other: '#th percentile',
  });
}
