import { AssessmentInputError, countOf, sampleIds } from '../shared/errors';
import type { BigFiveDomain, BigFiveFacet, BigFiveLevel } from './domains';
import { BIG_FIVE_DOMAIN_ORDER, BIG_FIVE_FACETS } from './domains';
import type { BigFiveItemKey } from './item-key';
import { BIG_FIVE_ITEM_KEY } from './item-key';
import { BIG_FIVE_TEST_VERSION } from './items';

/**
 * One answer: the item and the response as chosen, 1 = "Very Inaccurate" … 5 = "Very Accurate".
 * Reverse-keying is applied when scoring, so clients send what the person picked.
 */
export interface BigFiveAnswer {
  readonly itemId: string;
  readonly score: number;
}

export interface BigFiveScaleScore {
  /** Sum of the keyed item scores: 24–120 for a domain, 4–20 for a facet. */
  readonly score: number;
  /** Items summed: 24 for a domain, 4 for a facet. */
  readonly count: number;
  readonly result: BigFiveLevel;
}

export interface BigFiveDomainScore extends BigFiveScaleScore {
  readonly facets: Readonly<Record<BigFiveFacet, BigFiveScaleScore>>;
}

export interface BigFiveScores {
  readonly testVersion: typeof BIG_FIVE_TEST_VERSION;
  readonly domains: Readonly<Record<BigFiveDomain, BigFiveDomainScore>>;
}

const KEY_BY_ID: ReadonlyMap<string, BigFiveItemKey> = new Map(
  BIG_FIVE_ITEM_KEY.map((key) => [key.id, key]),
);

/** The keyed score of a response: as given for plus-keyed items, reversed (6 − x) for minus-keyed. */
export function keyedItemScore(keyed: BigFiveItemKey['keyed'], response: number): number {
  return keyed === 'plus' ? response : 6 - response;
}

/**
 * The level `@bigfive-org/score` assigns: the average keyed item score above 3 is high, below 3
 * low, exactly 3 neutral. Compared as whole numbers (sum vs 3 × count) to avoid rounding.
 */
export function bigFiveLevel(score: number, count: number): BigFiveLevel {
  if (score > 3 * count) return 'high';
  if (score < 3 * count) return 'low';
  return 'neutral';
}

/**
 * Scores a complete IPIP-NEO-120 answer set the way `@bigfive-org/score` does: domain and facet
 * sums of keyed item scores with their level. Refuses, with `AssessmentInputError`, anything but
 * exactly one valid answer for each of the 120 items.
 */
export function scoreBigFive(answers: readonly BigFiveAnswer[]): BigFiveScores {
  const responses = validateAnswers(answers);

  const domainSums = new Map<BigFiveDomain, number>();
  const facetSums = new Map<string, number>();
  for (const key of BIG_FIVE_ITEM_KEY) {
    const keyed = keyedItemScore(key.keyed, responses.get(key.id) as number);
    domainSums.set(key.domain, (domainSums.get(key.domain) ?? 0) + keyed);
    const facetId = `${key.domain}${key.facet}`;
    facetSums.set(facetId, (facetSums.get(facetId) ?? 0) + keyed);
  }

  const scale = (score: number, count: number): BigFiveScaleScore => ({
    score,
    count,
    result: bigFiveLevel(score, count),
  });
  const domains = Object.fromEntries(
    BIG_FIVE_DOMAIN_ORDER.map((domain) => [
      domain,
      {
        ...scale(domainSums.get(domain) ?? 0, ITEMS_PER_DOMAIN),
        facets: Object.fromEntries(
          BIG_FIVE_FACETS.map((facet) => [
            facet,
            scale(facetSums.get(`${domain}${facet}`) ?? 0, ITEMS_PER_FACET),
          ]),
        ) as Record<BigFiveFacet, BigFiveScaleScore>,
      },
    ]),
  ) as Record<BigFiveDomain, BigFiveDomainScore>;

  return { testVersion: BIG_FIVE_TEST_VERSION, domains };
}

const ITEMS_PER_DOMAIN = 24;
const ITEMS_PER_FACET = 4;

/** Checks the answers and returns the response for each item id. */
function validateAnswers(answers: readonly BigFiveAnswer[]): Map<string, number> {
  if (!Array.isArray(answers)) {
    throw new AssessmentInputError('invalid-answers', 'The answers must be a list.');
  }
  const responses = new Map<string, number>();
  const unknown: string[] = [];
  const duplicates: string[] = [];
  const invalid: string[] = [];
  for (const answer of answers as readonly unknown[]) {
    if (typeof answer !== 'object' || answer === null || !('itemId' in answer)) {
      throw new AssessmentInputError(
        'invalid-answers',
        'Each answer must be an object with an itemId and a score.',
      );
    }
    const { itemId, score } = answer as { itemId: unknown; score?: unknown };
    if (typeof itemId !== 'string') {
      throw new AssessmentInputError('invalid-answers', 'Each answer needs an itemId string.');
    }
    if (!KEY_BY_ID.has(itemId)) unknown.push(itemId);
    else if (responses.has(itemId)) duplicates.push(itemId);
    else if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > 5) {
      invalid.push(itemId);
    } else responses.set(itemId, score);
  }

  if (unknown.length > 0) {
    throw new AssessmentInputError(
      'unknown-item',
      `Not an item of this inventory (${countOf(unknown.length, 'answer')}): ${sampleIds(unknown)}.`,
      unknown,
    );
  }
  if (duplicates.length > 0) {
    throw new AssessmentInputError(
      'duplicate-item',
      `Answered more than once (${countOf(duplicates.length, 'item')}): ${sampleIds(duplicates)}.`,
      duplicates,
    );
  }
  if (invalid.length > 0) {
    throw new AssessmentInputError(
      'invalid-score',
      `A score must be a whole number from 1 to 5 (not so for ${countOf(invalid.length, 'answer')}): ${sampleIds(invalid)}.`,
      invalid,
    );
  }
  const missing = BIG_FIVE_ITEM_KEY.filter((key) => !responses.has(key.id)).map((key) => key.id);
  if (missing.length > 0) {
    throw new AssessmentInputError(
      'incomplete',
      `${missing.length} of ${BIG_FIVE_ITEM_KEY.length} items ${missing.length === 1 ? 'is' : 'are'} not answered yet; every item needs an answer.`,
      missing,
    );
  }
  return responses;
}
