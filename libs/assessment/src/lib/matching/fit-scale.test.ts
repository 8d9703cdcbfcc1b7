import fc from 'fast-check';
import { fitBand } from './fit-bands';
import { floorsFor, interestPoints } from './fit-scale';

describe('band floors', () => {
  it('let at most 1 %, 5 % and 20 % of careers into strong, good and some, and never ask less than 50, 35, 20', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 1200 }),
        (fits) => {
          const floors = floorsFor(fits);
          const count = (band: string) =>
            fits.filter((fit) => fitBand(fit, floors) === band).length;
          const room = (share: number) => Math.max(1, Math.floor(share * fits.length));
          // Unless so many careers reach the top of the scale that no floor within it keeps them out.
          if (floors.strong < 100) expect(count('strong')).toBeLessThanOrEqual(room(0.01));
          if (floors.good < 99)
            expect(count('strong') + count('good')).toBeLessThanOrEqual(room(0.05));
          if (floors.some < 98)
            expect(count('strong') + count('good') + count('some')).toBeLessThanOrEqual(room(0.2));
          expect(floors.strong).toBeLessThanOrEqual(100);
          expect(floors.strong).toBeGreaterThanOrEqual(50);
          expect(floors.good).toBeGreaterThanOrEqual(35);
          expect(floors.some).toBeGreaterThanOrEqual(20);
          expect(floors.strong).toBeGreaterThan(floors.good);
          expect(floors.good).toBeGreaterThan(floors.some);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('calls the best tenth of a thousand careers strong when they are close, and no more', () => {
    // 1,000 careers with fits 0–99, ten of each: the strong room is 10 careers (1 %).
    const fits = Array.from({ length: 1000 }, (_, i) => Math.floor(i / 10));
    expect(floorsFor(fits)).toEqual({ strong: 99, good: 95, some: 80 });
  });

  it('gives no strong fit to someone whose interests match no career closely', () => {
    const fits = Array.from({ length: 900 }, (_, i) => i % 40);
    const floors = floorsFor(fits);
    expect(fits.some((fit) => fitBand(fit, floors) === 'strong')).toBe(false);
    expect(floors.strong).toBe(50);
  });
});

describe('interest points', () => {
  it("are Fisher's z of r on a 0–100 scale: 0 at or below r = 0, 100 from r = 0.995", () => {
    expect(interestPoints(-0.4)).toBe(0);
    expect(interestPoints(0)).toBe(0);
    expect(interestPoints(0.995)).toBeCloseTo(100, 9);
    expect(interestPoints(1)).toBeCloseTo(100, 9);
    // atanh(0.9) = 1.4722, atanh(0.995) = 2.9945 (tables of Fisher's z).
    expect(interestPoints(0.9)).toBeCloseTo((100 * 1.4722) / 2.9945, 1);
    // Equal steps in z near the top are small steps in r.
    expect(interestPoints(0.98) - interestPoints(0.95)).toBeCloseTo(
      interestPoints(0.7675) - interestPoints(0.5),
      0,
    );
  });
});
