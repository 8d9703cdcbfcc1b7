import fc from 'fast-check';
import {
  LEVEL_BANDS_NOTE,
  levelForPercentile,
  levelLabel,
  levelWord,
  percentileNumber,
  percentileOrdinal,
} from './levels';

describe('levels from percentiles', () => {
  it.each([
    [0, 'low'],
    [12, 'low'],
    [29.49, 'low'],
    // Shown as the 30th percentile, so average like the number beside it.
    [29.5, 'neutral'],
    [30, 'neutral'],
    [50, 'neutral'],
    [70, 'neutral'],
    [70.49, 'neutral'],
    [70.5, 'high'],
    [88, 'high'],
    [100, 'high'],
  ] as const)('the %sth percentile is %s', (percentile, level) => {
    expect(levelForPercentile(percentile)).toBe(level);
  });

  it('never disagrees with the percentile shown beside it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (percentile) => {
        const shown = Number.parseInt(percentileOrdinal(percentile), 10);
        const expected = shown < 30 ? 'low' : shown > 70 ? 'high' : 'neutral';
        expect(levelForPercentile(percentile)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses what is not a number', () => {
    expect(() => levelForPercentile(Number.NaN)).toThrow(RangeError);
  });

  it('words each level once, the middle one as "average"', () => {
    expect([levelWord('low'), levelWord('neutral'), levelWord('high')]).toEqual([
      'low',
      'average',
      'high',
    ]);
    expect(levelLabel('neutral')).toBe('Average');
    expect(LEVEL_BANDS_NOTE).toBe(
      'Levels come from percentiles: below the 30th is low, from the 30th to the 70th average, above the 70th high.',
    );
  });

  it('shows percentiles from 1 to 99', () => {
    expect([percentileNumber(0.2), percentileNumber(99.7), percentileNumber(42.5)]).toEqual([
      1, 99, 43,
    ]);
    expect(percentileOrdinal(2)).toBe('2nd percentile');
    expect(percentileOrdinal(23)).toBe('23rd percentile');
  });
});
