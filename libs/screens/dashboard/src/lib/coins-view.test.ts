import { coinCount, recentAwards } from './coins-view';

describe('recentAwards', () => {
  const ledger = [
    {
      achievement: 'onboarding-completed',
      amount: 10,
      awardedAt: '2026-11-01T12:00:00.000Z',
    },
    {
      achievement: 'personality-test-completed',
      amount: 50,
      awardedAt: '2026-11-03T12:00:00.000Z',
    },
    {
      achievement: 'first-favourite-saved',
      amount: 5,
      awardedAt: '2026-11-02T12:00:00.000Z',
    },
  ] as const;

  it('lists the newest first, named in plain words with the day', () => {
    expect(recentAwards(ledger)).toEqual([
      {
        key: 'personality-test-completed-2026-11-03T12:00:00.000Z',
        label: 'Finished the personality test',
        amount: '50 coins',
        at: '2026-11-03T12:00:00.000Z',
        day: 'November 3, 2026',
      },
      expect.objectContaining({ label: 'Saved your first career', day: 'November 2, 2026' }),
      expect.objectContaining({ label: 'Answered the questions about you' }),
    ]);
  });

  it('keeps only the most recent few', () => {
    expect(recentAwards(ledger, 2).map((row) => row.label)).toEqual([
      'Finished the personality test',
      'Saved your first career',
    ]);
    expect(recentAwards([])).toEqual([]);
  });
});

describe('coinCount', () => {
  it('says coin or coins', () => {
    expect(coinCount(1)).toBe('1 coin');
    expect(coinCount(0)).toBe('0 coins');
    expect(coinCount(95)).toBe('95 coins');
  });
});
