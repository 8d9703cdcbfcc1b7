import { dayInWords } from './day-in-words';

describe('dayInWords', () => {
  it('writes the day out in full, as the reader’s language and region write it', () => {
    // Midday, so the day is the same in every time zone the tests may run in. Tests read US English.
    expect(dayInWords('2026-11-03T12:00:00.000Z')).toBe('November 3, 2026');
  });

  it('gives nothing for a date that cannot be read', () => {
    expect(dayInWords('not a date')).toBeNull();
  });
});
