import { traitRows } from './big-five-view';

describe('traitRows', () => {
  const rows = traitRows([
    { domain: 'N', level: 'low', percentile: 31 },
    { domain: 'E', level: 'neutral', percentile: 48 },
    { domain: 'O', level: 'high', percentile: 88 },
    { domain: 'A', level: 'high', percentile: 72 },
    { domain: 'C', level: 'neutral', percentile: 48 },
  ]);

  it('puts the highest percentile first, ties in the inventory order', () => {
    expect(rows.map((row) => row.domain)).toEqual(['O', 'A', 'E', 'C', 'N']);
  });

  it('names each trait and its level in plain words', () => {
    expect(rows[0]).toEqual({
      domain: 'O',
      name: 'Openness to Experience',
      level: 'High',
      percentile: 88,
      sentence: 'Higher than 88 of 100 people in the comparison group',
    });
    expect(rows[2]?.level).toBe('Average');
    expect(rows[4]?.level).toBe('Low');
  });

  it('keeps percentiles between 1 and 99', () => {
    const [top, bottom] = traitRows([
      { domain: 'O', level: 'high', percentile: 99.8 },
      { domain: 'N', level: 'low', percentile: 0.2 },
    ]);
    expect(top?.percentile).toBe(99);
    expect(bottom?.percentile).toBe(1);
    expect(bottom?.sentence).toBe('Lower than 99 of 100 people in the comparison group');
  });
});
