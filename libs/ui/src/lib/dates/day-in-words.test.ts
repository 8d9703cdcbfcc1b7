import { dayInWords } from './day-in-words';

describe('dayInWords', () => {
  it('writes the day out in full', () => {
    // Midday, so the day is the same in every time zone the tests may run in.
    expect(dayInWords('2026-11-03T12:00:00.000Z')).toBe('3 November 2026');
  });

  it('gives nothing for a date that cannot be read', () => {
    expect(dayInWords('not a date')).toBeNull();
  });
});
