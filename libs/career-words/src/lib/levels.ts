import type { MessageDescriptor } from '@lingui/core';
import { msg, selectOrdinal, t } from '@lingui/core/macro';
import { type BigFiveLevel, percentileNumber } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';

/*
 * A personality trait's level (low, average or high, from its percentile) and the percentile
 * itself, in words. The code calls the middle band 'neutral'; people call it "average".
 */

/** A level in a sentence about a score: "Yours is low, 12th percentile". */
const SCORE_LEVEL_WORDS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg({
    message: 'low',
    comment: 'A score’s level in a sentence: "Yours is low, 12th percentile"',
  }),
  neutral: msg({
    message: 'average',
    comment: 'A score’s level in a sentence: "Yours is average, 45th percentile"',
  }),
  high: msg({
    message: 'high',
    comment: 'A score’s level in a sentence: "Yours is high, 88th percentile"',
  }),
};

/** A level in a sentence about a level: "your level is low". */
const LEVEL_WORDS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg({
    message: 'low',
    context: 'your level is …',
    comment: 'A trait’s level in a sentence: "your level is low"',
  }),
  neutral: msg({
    message: 'average',
    context: 'your level is …',
    comment: 'A trait’s level in a sentence: "your level is average"',
  }),
  high: msg({
    message: 'high',
    context: 'your level is …',
    comment: 'A trait’s level in a sentence: "your level is high"',
  }),
};

/**
 * "low", "average" or "high", in a sentence. Some languages make the word agree with what it
 * describes, so say which: a score (the default: "Yours is low, 12th percentile"; "baja", of a
 * "puntuación") or a level ("your level is low"; "bajo", of a "nivel").
 */
export const levelWord = (level: BigFiveLevel, describes: 'score' | 'level' = 'score'): string =>
  i18n._((describes === 'level' ? LEVEL_WORDS : SCORE_LEVEL_WORDS)[level]);

const LEVEL_LABELS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg({ message: 'Low', comment: 'A trait’s level on its own, as a badge or in a table' }),
  neutral: msg({
    message: 'Average',
    comment: 'A trait’s level on its own, as a badge or in a table',
  }),
  high: msg({ message: 'High', comment: 'A trait’s level on its own, as a badge or in a table' }),
};

/** "Low", "Average" or "High", on its own (a badge, a table). */
export const levelLabel = (level: BigFiveLevel): string => i18n._(LEVEL_LABELS[level]);

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

/**
 * The percentile in everyday words: "Higher than 88 of 100 people in the comparison group"; never
 * 0 or 100.
 */
export function percentileSentence(raw: number): string {
  if (Math.round(raw) < 1) return t`Lower than 99 of 100 people in the comparison group`;
  const percentile = percentileNumber(raw);
  return t`Higher than ${percentile} of 100 people in the comparison group`;
}
