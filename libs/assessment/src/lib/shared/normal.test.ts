import fc from 'fast-check';
import { normalCdf } from './normal';

describe('normalCdf', () => {
  // Values from standard normal tables (e.g. Abramowitz & Stegun, table 26.1), to 9 decimals.
  it.each([
    [0, 0.5],
    [1, 0.841344746],
    [-1, 0.158655254],
    [1.96, 0.975002105],
    [-2, 0.022750132],
    [2.5, 0.993790335],
    [3, 0.998650102],
  ])('Φ(%d) = %d', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected)).toBeLessThan(1e-7);
  });

  it('is symmetric, increasing and stays within 0 and 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -8, max: 8, noNaN: true }),
        fc.double({ min: 1e-3, max: 2, noNaN: true }),
        (z, step) => {
          expect(normalCdf(z) + normalCdf(-z)).toBeCloseTo(1, 12);
          expect(normalCdf(z + step)).toBeGreaterThanOrEqual(normalCdf(z));
          expect(normalCdf(z)).toBeGreaterThanOrEqual(0);
          expect(normalCdf(z)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
