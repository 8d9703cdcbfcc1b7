import fc from 'fast-check';
import { mulberry32, shuffled } from './random';

describe('mulberry32', () => {
  it('repeats its sequence for the same seed, number or string, and differs between seeds', () => {
    const take = (seed: number | string) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(42)).toEqual(take(42));
    expect(take('pathwise')).toEqual(take('pathwise'));
    expect(take(42)).not.toEqual(take(43));
    expect(take('a')).not.toEqual(take('b'));
  });

  it('draws numbers in [0, 1) that spread over the whole range', () => {
    const random = mulberry32(7);
    const buckets = new Array<number>(10).fill(0);
    const draws = Array.from({ length: 10_000 }, random);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    for (const x of draws) buckets[Math.floor(x * 10)] = (buckets[Math.floor(x * 10)] ?? 0) + 1;
    // 1,000 expected per bucket; ±150 is over 4 standard deviations.
    for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const result = shuffled(items, mulberry32(seed));
        expect(items).toEqual(copy);
        expect([...result].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});
