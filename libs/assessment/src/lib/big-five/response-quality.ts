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
  /**
   * The two halves of each facet (its odd and even statements) disagree as answers at random do:
   * the even-odd consistency, Spearman–Brown corrected, in hundredths (−100 to 100).
   */
  | { readonly kind: 'random'; readonly consistency: number }
  /** Answers come in runs of one value that change value: the mean run, in tenths of a statement. */
  | { readonly kind: 'runs'; readonly mean: number }
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
/**
 * Even-odd consistency below this reads as random answering. Johnson (2005) used .30 for the
 * IPIP-NEO; with the 120-item form's two statements per half, .50 flags 0.6 % of 20,000 simulated
 * genuine people and 96.5 % of uniformly random answer sets (random answers centre on 0).
 */
const RANDOM_CONSISTENCY = 0.5;
/** Facets with both halves answered needed for the even-odd index to say anything. */
const MIN_HALVED_FACETS = 20;
/** A mean run this long is answering in blocks; no simulated genuine person passed 1.8. */
const BLOCK_RUNS = 2.5;
/** Judge the pace only on half the test or more. */
const MIN_TIMED = 60;

/**
 * Screens a Big Five answer set for careless responding (Curran 2016): one answer held for long,
 * a repeating pattern, answers in blocks of one value, opposite-keyed items contradicting each
 * other, halves of each facet disagreeing as random answers do, or answering faster than reading.
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
  const consistency = evenOddConsistency(responses);
  if (consistency !== null && consistency < RANDOM_CONSISTENCY)
    flags.push({ kind: 'random', consistency: Math.round(consistency * 100) });
  const mean = meanRun(runs);
  // Only where neither one long run nor a cycle already says it.
  if (mean >= BLOCK_RUNS && longest < LONG_RUN && period === undefined)
    flags.push({ kind: 'runs', mean: Math.round(mean * 10) });
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

/**
 * Even-odd consistency (Johnson 2005; Curran 2016): each facet's statements, in the order shown,
 * split into odd and even halves, keyed scores averaged; Pearson's r of the two halves across
 * facets, Spearman–Brown corrected to the full length. Null when too few facets have both halves,
 * or one half doesn't vary (then no correlation exists; long runs and patterns cover that).
 */
export function evenOddConsistency(responses: readonly (number | undefined)[]): number | null {
  const halves = new Map<string, { odd: number[]; even: number[]; seen: number }>();
  BIG_FIVE_ITEM_KEY.forEach((key, i) => {
    const facet = `${key.domain}${key.facet}`;
    const entry = halves.get(facet) ?? { odd: [], even: [], seen: 0 };
    entry.seen++;
    const response = responses[i];
    if (response !== undefined)
      (entry.seen % 2 === 1 ? entry.odd : entry.even).push(keyedItemScore(key.keyed, response));
    halves.set(facet, entry);
  });
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const pairs = [...halves.values()]
    .filter(({ odd, even }) => odd.length > 0 && even.length > 0)
    .map(({ odd, even }) => [mean(odd), mean(even)] as const);
  if (pairs.length < MIN_HALVED_FACETS) return null;
  const mx = mean(pairs.map(([x]) => x));
  const my = mean(pairs.map(([, y]) => y));
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  const r = sxy / Math.sqrt(sxx * syy);
  // Spearman–Brown for a test twice the length of each half; below r = −1/3 it would pass −1, so
  // it is kept within the −1 to 1 of a correlation.
  return r <= -1 ? -1 : Math.max(-1, (2 * r) / (1 + r));
}

/** The mean length of the runs of one answer, over answered statements (0 with none). */
function meanRun(runs: readonly number[]): number {
  let count = 0;
  let answered = 0;
  runs.forEach((length, i) => {
    if (length === 0) return;
    answered++;
    // A run ends where the next position doesn't continue it.
    if ((runs[i + 1] ?? 0) !== length + 1) count++;
  });
  return count === 0 ? 0 : answered / count;
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
