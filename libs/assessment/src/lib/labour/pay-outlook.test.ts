import { describe, expect, it } from 'vitest';
import {
  changeText,
  growthBand,
  listFigures,
  openingsText,
  payBasis,
  payText,
  scopeNote,
  sortByFigures,
} from './pay-outlook';

describe('pay and outlook words', () => {
  it('shows annual pay where BLS publishes it, hourly where it publishes only that', () => {
    const none = { p10: null, p25: null, median: null, p75: null, p90: null };
    expect(payBasis({ annual: { median: 135980 }, hourly: { median: 65.38 } })).toBe('annual');
    // Actors (27-2011): only hourly figures in OEWS May 2025.
    expect(payBasis({ annual: null, hourly: { median: 29.05 } })).toBe('hourly');
    expect(payBasis({ annual: none, hourly: none })).toBeNull();
    expect(payText(135980, 'annual')).toBe('$135,980 a year');
    expect(payText(29.05, 'hourly')).toBe('$29.05 an hour');
    expect(payText(29.5, 'hourly')).toBe('$29.50 an hour');
  });

  it('words growth against all occupations (3.1% for 2024–34)', () => {
    // BLS sanity figures: software developers +15.8%, registered nurses +4.9%.
    expect(growthBand(15.8, 3.1)).toBe('much-faster');
    expect(growthBand(4.9, 3.1)).toBe('faster');
    expect(growthBand(3.1, 3.1)).toBe('average');
    expect(growthBand(2.0, 3.1)).toBe('average');
    expect(growthBand(0.3, 3.1)).toBe('slower');
    expect(growthBand(0, 3.1)).toBe('slower');
    expect(growthBand(-4.7, 3.1)).toBe('decline');
    expect(changeText(15.8)).toBe('+15.8%');
    expect(changeText(-4.7)).toBe('−4.7%');
    expect(changeText(0)).toBe('0.0%');
  });

  it('says openings in people, not thousands', () => {
    expect(openingsText(115.2)).toBe('about 115,200');
    expect(openingsText(189.1)).toBe('about 189,100');
    expect(openingsText(2)).toBe('about 2,000');
    expect(openingsText(0.04)).toBe('fewer than 100');
  });

  it('says when figures cover more than this career', () => {
    expect(scopeNote('exact', 'Software Developers')).toBeNull();
    expect(scopeNote('specialty', 'Registered Nurses')).toMatch(
      /^These figures are for Registered Nurses as a whole/,
    );
    expect(scopeNote('broad', 'Buyers and Purchasing Agents')).toMatch(/wider group/);
  });
});

describe('a career in a list', () => {
  it('says pay and growth, and nothing for what BLS does not publish', () => {
    expect(
      listFigures({ pay: { median: 97550, basis: 'annual' }, growthPercent: 4.9 }, 3.1),
    ).toEqual(['Median pay $97,550 a year', 'Growing faster than average (+4.9%)']);
    expect(
      listFigures({ pay: { median: 29.05, basis: 'hourly' }, growthPercent: null }, 3.1),
    ).toEqual(['Median pay $29.05 an hour']);
    // Where BLS publishes both (Registered Nurses, OEWS May 2025: $97,550 and $46.90).
    expect(
      listFigures(
        { pay: { median: 97550, basis: 'annual', hourly: 46.9 }, growthPercent: null },
        3.1,
      ),
    ).toEqual(['Median pay $97,550 a year ($46.90 an hour)']);
    expect(listFigures({ pay: null, growthPercent: -4.7 }, null)).toEqual([
      'Jobs −4.7% over ten years',
    ]);
    expect(listFigures({ pay: null, growthPercent: null }, 3.1)).toEqual([]);
  });
});

describe('ordering careers by pay or growth', () => {
  const career = (
    code: string,
    pay: number | null,
    basis: 'annual' | 'hourly',
    growth: number | null,
  ) => ({
    code,
    pay: pay === null ? null : { median: pay, basis },
    growthPercent: growth,
  });
  const list = [
    career('a', 50000, 'annual', 2),
    career('b', null, 'annual', 9),
    career('c', 30, 'hourly', null),
    career('d', 97550, 'annual', 4.9),
  ];
  it('puts the highest pay first, hourly pay counted over a working year, missing figures last', () => {
    // $30 an hour is about $62,400 a year: between 50,000 and 97,550.
    const same = (c: (typeof list)[number]) => c;
    expect(sortByFigures(list, 'pay', same).map((c) => c.code)).toEqual(['d', 'c', 'a', 'b']);
    expect(sortByFigures(list, 'growth', same).map((c) => c.code)).toEqual(['b', 'd', 'a', 'c']);
  });
});
