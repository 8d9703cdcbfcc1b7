import { describe, expect, it } from 'vitest';
import {
  figureFilterWords,
  meetsFigureFilter,
  isPayFloorAmount,
  payFloorPer,
  readFigureFilter,
  yearlyPayFloor,
  writeFigureFilter,
} from './figure-filters';

const career = (pay: number | null, basis: 'annual' | 'hourly', growthPercent: number | null) => ({
  pay: pay === null ? null : { median: pay, basis },
  growthPercent,
});

describe('narrowing careers by pay and growth', () => {
  it('keeps a career whose median is at or above the floor, and leaves out one without pay', () => {
    const floor = { minPay: 60_000 as const, growth: null };
    expect(meetsFigureFilter(career(60_000, 'annual', null), floor, 3.1)).toBe(true);
    expect(meetsFigureFilter(career(59_999, 'annual', 9), floor, 3.1)).toBe(false);
    expect(meetsFigureFilter(career(null, 'annual', 9), floor, 3.1)).toBe(false);
  });

  it('compares hourly-only pay over a 2,080-hour year', () => {
    const floor = { minPay: 60_000 as const, growth: null };
    // $29.05 × 2,080 = $60,424; $28.80 × 2,080 = $59,904.
    expect(meetsFigureFilter(career(29.05, 'hourly', null), floor, 3.1)).toBe(true);
    expect(meetsFigureFilter(career(28.8, 'hourly', null), floor, 3.1)).toBe(false);
  });

  it('says "growing" for any rise in jobs and "faster" only 1.5 points or more above all jobs', () => {
    const growing = { minPay: null, growth: 'growing' as const };
    const faster = { minPay: null, growth: 'faster' as const };
    expect(meetsFigureFilter(career(null, 'annual', 0.4), growing, 3.1)).toBe(true);
    expect(meetsFigureFilter(career(null, 'annual', 0), growing, 3.1)).toBe(false);
    expect(meetsFigureFilter(career(null, 'annual', -2), growing, 3.1)).toBe(false);
    expect(meetsFigureFilter(career(null, 'annual', null), growing, 3.1)).toBe(false);
    expect(meetsFigureFilter(career(null, 'annual', 4.6), faster, 3.1)).toBe(true);
    expect(meetsFigureFilter(career(null, 'annual', 4.5), faster, 3.1)).toBe(false);
    expect(meetsFigureFilter(career(null, 'annual', 15.8), faster, null)).toBe(false);
  });

  it('needs both figures when both filters are on, and keeps everything when neither is', () => {
    const both = { minPay: 100_000 as const, growth: 'growing' as const };
    expect(meetsFigureFilter(career(135_980, 'annual', 15.8), both, 3.1)).toBe(true);
    expect(meetsFigureFilter(career(135_980, 'annual', -1), both, 3.1)).toBe(false);
    expect(
      meetsFigureFilter(career(null, 'annual', null), { minPay: null, growth: null }, null),
    ).toBe(true);
  });
});

describe('a pay floor stated by the hour or the year', () => {
  it('counts an hour over a full-time year of 2,080 hours, in whole dollars', () => {
    expect(yearlyPayFloor(26.5, 'hour')).toBe(55_120);
    expect(yearlyPayFloor(25.37, 'hour')).toBe(52_770);
    expect(yearlyPayFloor(55_000, 'year')).toBe(55_000);
  });

  it('shows a yearly floor by the hour to the cent, and back to the same floor', () => {
    expect(payFloorPer(55_120, 'hour')).toBe(26.5);
    expect(payFloorPer(55_000, 'hour')).toBe(26.44);
    expect(payFloorPer(55_000, 'year')).toBe(55_000);
    for (const cents of [100, 1337, 2537, 4807, 48_076])
      expect(payFloorPer(yearlyPayFloor(cents / 100, 'hour'), 'hour')).toBe(cents / 100);
  });

  it('takes whole dollars a year above nothing, up to the limit', () => {
    expect(isPayFloorAmount(1)).toBe(true);
    expect(isPayFloorAmount(1_000_000)).toBe(true);
    for (const amount of [0, -5, 1_000_001, 55_000.5, Number.NaN])
      expect(isPayFloorAmount(amount)).toBe(false);
  });
});

describe('the filter in an address', () => {
  it('reads any whole pay floor up to the limit, and only the growth choices offered', () => {
    expect(readFigureFilter(new URLSearchParams('minPay=60000&growth=faster'))).toEqual({
      minPay: 60_000,
      growth: 'faster',
    });
    expect(readFigureFilter(new URLSearchParams('minPay=55000')).minPay).toBe(55_000);
    expect(readFigureFilter(new URLSearchParams('minPay=1000000')).minPay).toBe(1_000_000);
    for (const query of [
      'minPay=1000001',
      'minPay=0',
      'minPay=-1',
      'minPay=6e4',
      'minPay=55000.5',
      'minPay=%2055000',
      'minPay=',
      'growth=fast',
    ])
      expect(readFigureFilter(new URLSearchParams(query))).toEqual({ minPay: null, growth: null });
  });

  it('writes what is on, drops what is off and keeps other parameters', () => {
    const params = new URLSearchParams('zone=1,2&minPay=40000&growth=growing');
    expect(writeFigureFilter(params, { minPay: 80_000, growth: null }).toString()).toBe(
      'zone=1%2C2&minPay=80000',
    );
  });

  it('says what is left in, in words', () => {
    expect(figureFilterWords({ minPay: 100_000, growth: 'faster' })).toEqual([
      'median pay of at least $100,000 a year',
      'jobs growing faster than average',
    ]);
  });
});
