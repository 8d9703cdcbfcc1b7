import { getItems } from '@bigfive-org/questions';
import referenceScore from '@bigfive-org/score';
import fc from 'fast-check';
import { AssessmentInputError } from '../shared/errors';
import { BIG_FIVE_DOMAIN_ORDER, BIG_FIVE_FACETS } from './domains';
import type { BigFiveAnswer, BigFiveScores } from './score';
import { scoreBigFive } from './score';

// The reference pipeline: the package's items carry, per keying, the score of each answer option
// in display order; bigfive-web stores that score and @bigfive-org/score sums it.
const referenceItems = getItems('en');

function referenceScores(responses: readonly number[]) {
  return referenceScore({
    answers: referenceItems.map((item, i) => {
      const choice = item.choices[(responses[i] as number) - 1];
      return { domain: item.domain, facet: String(item.facet), score: choice?.score as number };
    }),
  });
}

const toAnswers = (responses: readonly number[]): BigFiveAnswer[] =>
  referenceItems.map((item, i) => ({ itemId: item.id, score: responses[i] as number }));

const completeResponses = fc.array(fc.integer({ min: 1, max: 5 }), {
  minLength: 120,
  maxLength: 120,
});

/** Our result laid out as @bigfive-org/score lays out its own: facets keyed '1'–'6'. */
function inReferenceShape(scores: BigFiveScores) {
  return Object.fromEntries(
    BIG_FIVE_DOMAIN_ORDER.map((domain) => {
      const { score, count, result, facets } = scores.domains[domain];
      const facet = Object.fromEntries(BIG_FIVE_FACETS.map((f) => [String(f), facets[f]]));
      return [domain, { score, count, result, facet }];
    }),
  );
}

function expectError(run: () => unknown, code: string): AssessmentInputError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AssessmentInputError);
    expect((error as AssessmentInputError).code).toBe(code);
    return error as AssessmentInputError;
  }
  throw new Error(`expected an AssessmentInputError '${code}'`);
}

describe('scoreBigFive', () => {
  it('equals @bigfive-org/score on random complete answer sets', () => {
    fc.assert(
      fc.property(completeResponses, fc.boolean(), (responses, reversed) => {
        const answers = toAnswers(responses);
        // Answer order must not matter.
        const ours = scoreBigFive(reversed ? [...answers].reverse() : answers);
        expect(inReferenceShape(ours)).toEqual(referenceScores(responses));
      }),
      { numRuns: 2500 },
    );
  });

  it('agrees with the reference at the level thresholds too', () => {
    // Random sets rarely land exactly on a neutral sum; all-3 answers put every scale there,
    // and answers of 3 with one item moved by one put its scales just above or below.
    const neutral = new Array<number>(120).fill(3);
    const cases = [neutral, ...[0, 4, 17].flatMap((i) => [2, 4].map((x) => neutral.with(i, x)))];
    for (const responses of cases) {
      const ours = scoreBigFive(toAnswers(responses));
      const reference = referenceScores(responses);
      for (const domain of BIG_FIVE_DOMAIN_ORDER) {
        expect(ours.domains[domain].result).toBe(reference[domain]?.result);
        for (const facet of BIG_FIVE_FACETS) {
          expect(ours.domains[domain].facets[facet].result).toBe(
            reference[domain]?.facet[String(facet)]?.result,
          );
        }
      }
    }
  });

  it('keeps domain sums within 24–120 and facet sums within 4–20', () => {
    fc.assert(
      fc.property(completeResponses, (responses) => {
        const { domains } = scoreBigFive(toAnswers(responses));
        for (const domain of BIG_FIVE_DOMAIN_ORDER) {
          const facetSum = BIG_FIVE_FACETS.reduce((s, f) => s + domains[domain].facets[f].score, 0);
          expect(facetSum).toBe(domains[domain].score);
          expect(domains[domain].score).toBeGreaterThanOrEqual(24);
          expect(domains[domain].score).toBeLessThanOrEqual(120);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reverse-keys minus items: answering 5 everywhere gives 5 per plus item and 1 per minus item', () => {
    const { domains } = scoreBigFive(toAnswers(new Array<number>(120).fill(5)));
    for (const domain of BIG_FIVE_DOMAIN_ORDER) {
      const items = referenceItems.filter((item) => item.domain === domain);
      const plus = items.filter((item) => item.keyed === 'plus').length;
      expect(domains[domain].score).toBe(5 * plus + (items.length - plus));
    }
  });

  it('refuses an incomplete set and says how many answers are missing', () => {
    const answers = toAnswers(new Array<number>(120).fill(3)).slice(3);
    const error = expectError(() => scoreBigFive(answers), 'incomplete');
    expect(error.message).toContain('3 of 120 items are not answered');
    expect(error.ids).toEqual(referenceItems.slice(0, 3).map((item) => item.id));
  });

  it('refuses unknown item ids', () => {
    const answers = toAnswers(new Array<number>(120).fill(3));
    const error = expectError(
      () => scoreBigFive([...answers, { itemId: 'not-an-item', score: 3 }]),
      'unknown-item',
    );
    expect(error.ids).toEqual(['not-an-item']);
    expect(error.message).toContain('not-an-item');
  });

  it('refuses an item answered twice, even with the same score', () => {
    const answers = toAnswers(new Array<number>(120).fill(3));
    const error = expectError(
      () => scoreBigFive([...answers, answers[5] as BigFiveAnswer]),
      'duplicate-item',
    );
    expect(error.ids).toEqual([answers[5]?.itemId]);
  });

  it.each([0, 6, 2.5, Number.NaN, '3', null])('refuses the score %s', (score) => {
    const answers = toAnswers(new Array<number>(120).fill(3));
    const broken = answers.with(7, {
      itemId: answers[7]?.itemId as string,
      score: score as number,
    });
    const error = expectError(() => scoreBigFive(broken), 'invalid-score');
    expect(error.ids).toEqual([answers[7]?.itemId]);
  });

  it('refuses answers that are not a list of objects', () => {
    expectError(() => scoreBigFive({} as never), 'invalid-answers');
    expectError(() => scoreBigFive(['x'] as never), 'invalid-answers');
    expectError(() => scoreBigFive([{ itemId: 3, score: 3 }] as never), 'invalid-answers');
  });
});
