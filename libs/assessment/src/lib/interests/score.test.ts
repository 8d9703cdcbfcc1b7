import fc from 'fast-check';
import type { RiasecArea } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { ActivityCard } from './cards';
import type { InterestRating, InterestRatings } from './score';
import { scoreInterests } from './score';

// 8 cards per area: R-0 … R-7, I-0 … C-7.
const CARDS: ActivityCard[] = RIASEC_ORDER.flatMap((area) =>
  Array.from({ length: 8 }, (_, i) => ({ id: `${area}-${i}`, text: `${area} ${i}`, area })),
);

/** Ratings from a short pattern per area, e.g. { R: 'LLUD' } rates like, R-2 unsure, R-3 dislike. */
function rate(patterns: Partial<Record<RiasecArea, string>>): InterestRatings {
  const letters: Record<string, InterestRating> = { L: 'like', U: 'unsure', D: 'dislike' };
  return Object.fromEntries(
    Object.entries(patterns).flatMap(([area, pattern]) =>
      [...(pattern ?? '')].map((letter, i) => [`${area}-${i}`, letters[letter] as InterestRating]),
    ),
  );
}

describe('scoreInterests', () => {
  it('scores each area as points over the maximum (worked by hand)', () => {
    const result = scoreInterests(
      CARDS,
      rate({ R: 'LLLUDD', I: 'DDDDD', A: 'LLLLLLLL', S: 'UUUUU', E: 'LUDLU', C: 'LDLDLD' }),
    );
    if (result.status !== 'scored') throw new Error('expected a score');
    // R: like 3, unsure 1, dislike 2 → (2·3 + 1) / (2·6) = 7/12 = 58.33.
    // I: 0/10 = 0. A: 16/16 = 100. S: 5/10 = 50. E: (2·2 + 2) / 10 = 60. C: 6/12 = 50.
    expect(result.scores.R).toBeCloseTo(58.333, 3);
    expect(result.scores).toMatchObject({ I: 0, A: 100, S: 50, E: 60, C: 50 });
    expect(result.hollandCode).toBe('AER');
    expect(result.answered).toEqual({ total: 35, byArea: { R: 6, I: 5, A: 8, S: 5, E: 5, C: 6 } });
    expect(result.tallies.E).toEqual({ like: 2, unsure: 2, dislike: 1, answered: 5 });
    expect(result.flat).toBe(false);
  });

  it('breaks equal scores by more likes, then by RIASEC order', () => {
    // C (3 like, 3 dislike) and S (6 unsure) both score 50: C has more likes, so it goes first
    // although S comes earlier in RIASEC order. R, I, A, E all score 0 with no likes: R next.
    const result = scoreInterests(
      CARDS,
      rate({ R: 'DDDDD', I: 'DDDDD', A: 'DDDDD', S: 'UUUUUU', E: 'DDDDD', C: 'LLLDDD' }),
    );
    if (result.status !== 'scored') throw new Error('expected a score');
    expect(result.scores.S).toBe(50);
    expect(result.scores.C).toBe(50);
    expect(result.hollandCode).toBe('CSR');

    const tie = scoreInterests(
      CARDS,
      rate({ R: 'DDDDDDD', I: 'UUUU', A: 'DDDDDDD', S: 'LLDD', E: 'LLDD', C: 'UUUU' }),
    );
    if (tie.status !== 'scored') throw new Error('expected a score');
    // S, E (2 likes each) and I, C (0 likes) all score 50: S and E first in RIASEC order, then I.
    expect(tie.hollandCode).toBe('SEI');
  });

  it('reports a flat result when every area scores the same', () => {
    const ratings = rate({
      R: 'UUUUU',
      I: 'UUUUU',
      A: 'UUUUU',
      S: 'UUUUU',
      E: 'UUUUU',
      C: 'UUUUU',
    });
    const result = scoreInterests(CARDS, ratings);
    expect(result).toMatchObject({ status: 'scored', flat: true, hollandCode: 'RIA' });
  });

  it('needs 4 rated cards in every area and 30 in all', () => {
    // 29 rated, every area at least 4.
    const few = scoreInterests(
      CARDS,
      rate({ R: 'LLLLL', I: 'LLLLL', A: 'LLLLL', S: 'LLLLL', E: 'LLLLL', C: 'LLLL' }),
    );
    expect(few).toEqual({
      status: 'not-enough-answers',
      needed: { perArea: 4, total: 30 },
      answered: { total: 29, byArea: { R: 5, I: 5, A: 5, S: 5, E: 5, C: 4 } },
      areasShort: [],
    });
    // 36 rated, but only 3 for I.
    const thin = scoreInterests(
      CARDS,
      rate({ R: 'LLLLLLLL', I: 'UUU', A: 'LLLLLLL', S: 'DDDDDD', E: 'LLLLLL', C: 'LLLLLL' }),
    );
    expect(thin).toMatchObject({ status: 'not-enough-answers', areasShort: ['I'] });
    // Exactly at the minimum.
    const enough = scoreInterests(
      CARDS,
      rate({ R: 'LLLLLL', I: 'LLLLL', A: 'LLLLL', S: 'LLLLL', E: 'LLLLL', C: 'LLLL' }),
    );
    expect(enough.status).toBe('scored');
  });

  it('keeps every score within 0–100 and the code to three distinct areas', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<InterestRating>('like', 'unsure', 'dislike'), {
          minLength: 48,
          maxLength: 48,
        }),
        (ratings) => {
          const result = scoreInterests(
            CARDS,
            Object.fromEntries(CARDS.map((card, i) => [card.id, ratings[i] as InterestRating])),
          );
          if (result.status !== 'scored') throw new Error('expected a score');
          for (const area of RIASEC_ORDER) {
            expect(result.scores[area]).toBeGreaterThanOrEqual(0);
            expect(result.scores[area]).toBeLessThanOrEqual(100);
          }
          expect(new Set(result.hollandCode).size).toBe(3);
          const [first, second, third] = result.topAreas;
          const rest = RIASEC_ORDER.filter((a) => !result.topAreas.includes(a));
          expect(result.scores[first]).toBeGreaterThanOrEqual(result.scores[second]);
          expect(result.scores[second]).toBeGreaterThanOrEqual(result.scores[third]);
          for (const area of rest)
            expect(result.scores[third]).toBeGreaterThanOrEqual(result.scores[area]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses ratings for unknown cards and unknown ratings', () => {
    const good = rate({ R: 'LLLLL', I: 'LLLLL', A: 'LLLLL', S: 'LLLLL', E: 'LLLLL', C: 'LLLLL' });
    expect(() => scoreInterests(CARDS, { ...good, 'X-1': 'like' })).toThrow(
      expect.objectContaining({ code: 'unknown-card', ids: ['X-1'] }),
    );
    expect(() => scoreInterests(CARDS, { ...good, 'R-7': 'love' as InterestRating })).toThrow(
      expect.objectContaining({ code: 'invalid-rating', ids: ['R-7'] }),
    );
    expect(() => scoreInterests(CARDS, null as unknown as InterestRatings)).toThrow(
      expect.objectContaining({ code: 'invalid-rating' }),
    );
  });
});
