import { BIG_FIVE_ITEM_KEY } from './item-key';
import type { BigFiveAnswer } from './score';
import { keyedItemScore } from './score';

/** A response under this many milliseconds is quicker than anyone reads a statement. */
export const QUICK_ANSWER_MS = 1000;

/**
 * How the test page timed the answers: how many it timed, and how many came quicker than
 * QUICK_ANSWER_MS.
 */
export interface ResponsePace {
  readonly timed: number;
  readonly quick: number;
}

export type ResponseQualityFlag =
  /** The longest run of one answer, in the order shown. */
  | { readonly kind: 'long-run'; readonly length: number }
  /** The answers repeat every `period` statements. */
  | { readonly kind: 'repeating-pattern'; readonly period: number }
  /** How many facets' plus- and minus-keyed items disagree strongly. */
  | { readonly kind: 'inconsistent'; readonly facets: number }
  /** Most timed answers came quicker than QUICK_ANSWER_MS. */
  | { readonly kind: 'too-fast'; readonly quick: number; readonly timed: number };

export interface ResponseQuality {
  readonly flags: readonly ResponseQualityFlag[];
}

// Thresholds, chosen by simulating 60,000 genuine people (ordinary, extreme-trait and strongly
// acquiescent) against patterned answer sets; see response-quality.test.ts.

/** No simulated genuine person ran past 14, and 12 is reached by under 0.1 % of them. */
const LONG_RUN = 12;
/** Periods tried: 2 (alternation) up to 12 (a long motif); a whole cycle fits 10 times in 120. */
const PERIODS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Genuine people match at most 55 % (at periods 5 and 10: same domain); a pattern nears 100 %. */
const PATTERN_SHARE = 0.7;
/** Too few compared positions (the rest inside one run) say nothing about a pattern. */
const PATTERN_MIN_POSITIONS = 24;
/** Plus and minus items 2.5 points apart on the 1–5 scale say opposite things about the facet. */
const FACET_DISAGREEMENT = 2.5;
/** Even people with a strong yes-saying bias rarely reach 10 of the 21 mixed-keyed facets. */
const INCONSISTENT_FACETS = 10;
/** Judge the pace only on half the test or more. */
const MIN_TIMED = 60;

/**
 * Screens a Big Five answer set for careless responding: one answer held for long, a repeating
 * pattern, opposite-keyed items contradicting each other, or answering faster than reading.
 * Flags are advice for the person ("your answers may not describe you well"), not a verdict.
 */
export function checkResponseQuality(
  answers: readonly BigFiveAnswer[],
  pace?: ResponsePace | null,
): ResponseQuality {
  const byId = new Map(answers.map((answer) => [answer.itemId, answer.score]));
  // In the order shown; undefined where an item is unanswered.
  const responses = BIG_FIVE_ITEM_KEY.map((key) => {
    const score = byId.get(key.id);
    return isResponse(score) ? score : undefined;
  });

  const flags: ResponseQualityFlag[] = [];
  const runs = runLengths(responses);
  const longest = Math.max(0, ...runs);
  if (longest >= LONG_RUN) flags.push({ kind: 'long-run', length: longest });
  const period = PERIODS.find((k) => repeatsEvery(responses, runs, k));
  if (period !== undefined) flags.push({ kind: 'repeating-pattern', period });
  const facets = disagreeingFacets(responses);
  if (facets >= INCONSISTENT_FACETS) flags.push({ kind: 'inconsistent', facets });
  if (isValidPace(pace) && pace.timed >= MIN_TIMED && pace.quick * 2 > pace.timed) {
    flags.push({ kind: 'too-fast', quick: pace.quick, timed: pace.timed });
  }
  return { flags };
}

/** For each position, the length of the run of one answer that ends there (0 if unanswered). */
function runLengths(responses: readonly (number | undefined)[]): number[] {
  const runs: number[] = [];
  responses.forEach((response, i) => {
    const previous = i > 0 ? responses[i - 1] : undefined;
    runs.push(response === undefined ? 0 : response === previous ? (runs[i - 1] as number) + 1 : 1);
  });
  return runs;
}

/**
 * Whether response[i] equals response[i − k] for at least PATTERN_SHARE of positions. Positions
 * inside a run of one answer (response[i − k … i] all equal) are long-run's business and left out,
 * and the matches must involve two different answers: one value repeated is not a pattern.
 */
function repeatsEvery(
  responses: readonly (number | undefined)[],
  runs: readonly number[],
  k: number,
): boolean {
  let positions = 0;
  let matches = 0;
  const matched = new Set<number>();
  for (let i = k; i < responses.length; i++) {
    const response = responses[i];
    if (response === undefined || responses[i - k] === undefined || (runs[i] as number) > k) {
      continue;
    }
    positions++;
    if (response === responses[i - k]) {
      matches++;
      matched.add(response);
    }
  }
  return (
    positions >= PATTERN_MIN_POSITIONS && matched.size >= 2 && matches >= PATTERN_SHARE * positions
  );
}

/** Facets whose plus-keyed and minus-keyed items' mean keyed scores lie FACET_DISAGREEMENT apart. */
function disagreeingFacets(responses: readonly (number | undefined)[]): number {
  const sums = new Map<string, { plus: number[]; minus: number[] }>();
  BIG_FIVE_ITEM_KEY.forEach((key, i) => {
    const response = responses[i];
    if (response === undefined) return;
    const facet = `${key.domain}${key.facet}`;
    const entry = sums.get(facet) ?? { plus: [], minus: [] };
    entry[key.keyed].push(keyedItemScore(key.keyed, response));
    sums.set(facet, entry);
  });
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  let count = 0;
  for (const { plus, minus } of sums.values()) {
    if (
      plus.length > 0 &&
      minus.length > 0 &&
      Math.abs(mean(plus) - mean(minus)) >= FACET_DISAGREEMENT
    ) {
      count++;
    }
  }
  return count;
}

function isResponse(score: unknown): score is number {
  return Number.isInteger(score) && (score as number) >= 1 && (score as number) <= 5;
}

function isValidPace(pace: ResponsePace | null | undefined): pace is ResponsePace {
  if (typeof pace !== 'object' || pace === null) return false;
  const { timed, quick } = pace;
  return Number.isInteger(timed) && Number.isInteger(quick) && quick >= 0 && quick <= timed;
}
