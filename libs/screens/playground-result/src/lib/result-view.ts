import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { dayInWords } from '@pathwise/ui';
import {
  INTEREST_MINIMUM,
  RIASEC_ORDER,
  type RiasecArea,
  type RiasecProfile,
  isRiasecArea,
  rankAreas,
} from '@pathwise/assessment';
import { areaList, areaName } from '@pathwise/career-words';
import { i18n } from '@pathwise/i18n';
import type { InterestResultView } from '@pathwise/progress';

export type AreaRow = { area: RiasecArea; name: string; score: number; answered: number };

/** Scores can only be 0–100 in whole points; anything else from a damaged copy is clamped. */
const wholeScore = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/** The six areas in RIASEC order, the order around Holland's hexagon. */
export function areaRows(result: InterestResultView): AreaRow[] {
  return RIASEC_ORDER.map((area) => ({
    area,
    name: areaName(area),
    score: wholeScore(result.scores[area]),
    answered: result.answeredByArea[area],
  }));
}

/** The rows' whole scores by area, as Holland's hexagon draws them. */
export const scoresByArea = (rows: readonly AreaRow[]): RiasecProfile =>
  Object.fromEntries(rows.map((row) => [row.area, row.score])) as RiasecProfile;

/** The letters of the Holland code, strongest first. */
export function codeAreas(hollandCode: string): RiasecArea[] {
  return [...hollandCode].filter(isRiasecArea);
}

/** A group of areas with the same whole score, at least one of them in the code. */
export type Tie = {
  areas: RiasecArea[];
  score: number;
  /** 1-based place the group starts at (1 = strongest). */
  place: number;
  /** Tied areas the code leaves out: each could as well stand in it. */
  outside: RiasecArea[];
};

/** Where a letter of the code stands: 1 to 3, and whether it shares that place with another area. */
export type CodePlace = { rank: 1 | 2 | 3; joint: boolean };

/** The places of the code's letters, from the whole scores the page shows. */
export function codeRanks(result: InterestResultView): CodePlace[] {
  const rows = areaRows(result);
  const scoreOf = (area: RiasecArea) => rows.find((row) => row.area === area)!.score;
  return codeAreas(result.hollandCode).map((area) => {
    const above = rows.filter((row) => row.score > scoreOf(area)).length;
    const level = rows.filter((row) => row.score === scoreOf(area)).length;
    return { rank: Math.min(3, above + 1) as CodePlace['rank'], joint: level > 1 };
  });
}

const PLACE_LABELS: Record<
  CodePlace['rank'],
  { own: MessageDescriptor; joint: MessageDescriptor }
> = {
  1: {
    own: msg({ message: 'Strongest', comment: 'The first letter of a Holland code' }),
    joint: msg({ message: 'Joint first', comment: 'A letter of a Holland code, tied for first' }),
  },
  2: {
    own: msg({ message: 'Second', comment: 'The second letter of a Holland code' }),
    joint: msg({ message: 'Joint second', comment: 'A letter of a Holland code, tied for second' }),
  },
  3: {
    own: msg({ message: 'Third', comment: 'The third letter of a Holland code' }),
    joint: msg({ message: 'Joint third', comment: 'A letter of a Holland code, tied for third' }),
  },
};

/**
 * Where each letter of the code stands, tied places said as such: "Strongest", "Second",
 * "Joint second", from the whole scores the page shows.
 */
export function codePlaces(result: InterestResultView): string[] {
  return codeRanks(result).map(({ rank, joint }) =>
    i18n._(joint ? PLACE_LABELS[rank].joint : PLACE_LABELS[rank].own),
  );
}

/** Ties that touch the code: groups of two or more areas with the same whole score. */
export function codeTies(result: InterestResultView): Tie[] {
  if (result.flat) return [];
  const rows = areaRows(result);
  const code = codeAreas(result.hollandCode);
  const ranked = rankAreas(result.scores);
  const scoreOf = (area: RiasecArea) => rows.find((row) => row.area === area)!.score;
  const groups = new Map<number, RiasecArea[]>();
  for (const area of ranked)
    groups.set(scoreOf(area), [...(groups.get(scoreOf(area)) ?? []), area]);
  return [...groups]
    .filter(([, areas]) => areas.length > 1 && areas.some((area) => code.includes(area)))
    .map(([score, areas]) => ({
      areas,
      score,
      place: 1 + rows.filter((row) => row.score > score).length,
      outside: areas.filter((area) => !code.includes(area)),
    }));
}

/**
 * A near-flat sort: the six scores lie no further apart than one card can move a score (a like
 * turned dislike, in the area with the most cards rated), so no area really stands out and the
 * code rests on a card or two. Null when the areas are further apart (or all equal: `flat`).
 */
export function nearlyFlat(result: InterestResultView): { low: number; high: number } | null {
  if (result.flat) return null;
  const rows = areaRows(result);
  const scores = rows.map((row) => result.scores[row.area]);
  const oneCard = 100 / Math.max(1, ...rows.map((row) => row.answered));
  const [low, high] = [Math.min(...scores), Math.max(...scores)];
  return high - low <= oneCard ? { low: wholeScore(low), high: wholeScore(high) } : null;
}

export type Steadiness = 'rough' | 'first' | 'steady';

export type Certainty = {
  steadiness: Steadiness;
  /** Areas rated on fewer cards than the minimum asks for. */
  areasShort: RiasecArea[];
  /** The third and fourth areas, when so close that the last letter could swap. */
  closeCall: { third: AreaRow; fourth: AreaRow } | null;
};

/** Cards per area, and in all, from which a result counts as steady rather than a first picture. */
export const STEADY_PER_AREA = 8;
export const STEADY_TOTAL = 48;
/** Within this many points, the third and fourth areas are too close to tell apart. */
const CLOSE_POINTS = 5;

/**
 * How much weight the result bears: the cards rated against the engine's minimum, and whether
 * the last letter of the code is a near tie.
 */
export function certaintyOf(result: InterestResultView): Certainty {
  const rows = areaRows(result);
  const areasShort = rows
    .filter((row) => row.answered < INTEREST_MINIMUM.perArea)
    .map((row) => row.area);
  const steadiness: Steadiness =
    areasShort.length > 0 || result.answered < INTEREST_MINIMUM.total
      ? 'rough'
      : result.answered >= STEADY_TOTAL && rows.every((row) => row.answered >= STEADY_PER_AREA)
        ? 'steady'
        : 'first';
  const ranked = rankAreas(result.scores).map((area) => rows.find((row) => row.area === area)!);
  const [third, fourth] = [ranked[2], ranked[3]];
  // An exact tie is said as a tie (`codeTies`), not as a close call.
  const closeCall =
    !result.flat &&
    third &&
    fourth &&
    third.score !== fourth.score &&
    third.score - fourth.score <= CLOSE_POINTS
      ? { third, fourth }
      : null;
  return { steadiness, areasShort, closeCall };
}

/** A short text to share: the code and its areas, nothing about the person. */
export function shareText(result: InterestResultView): string {
  if (result.flat) {
    return t`My interests came out even across Holland's six kinds of work on Pathwise. What are yours?`;
  }
  const areas = codeAreas(result.hollandCode);
  const code = areas.join('');
  const areaNames = areaList(areas);
  return t`My Holland interest code is ${code} (${areaNames}), from the interest cards on Pathwise. What is yours?`;
}

/** "November 4, 2026" ("4 de noviembre de 2026"), or null for a date that can't be read. */
export const resultDate = dayInWords;
