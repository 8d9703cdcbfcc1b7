import type { Favourite } from '@pathwise/contract';
import { savedOn, visibleSaved } from './saved-list';

const favourite = (code: string, savedAt: string): Favourite => ({ code, savedAt, career: null });
const older = favourite('29-1141.00', '2026-11-01T09:00:00.000Z');
const newer = favourite('15-1252.00', '2026-11-03T09:00:00.000Z');
const sameTime = favourite('27-1024.00', '2026-11-03T09:00:00.000Z');

describe('visibleSaved', () => {
  it('shows the most recently saved first, ties in code order', () => {
    expect(visibleSaved([older, sameTime, newer], new Set(), []).map((item) => item.code)).toEqual([
      '15-1252.00',
      '27-1024.00',
      '29-1141.00',
    ]);
  });

  it('hides careers just removed and shows those being put back only once', () => {
    const back = favourite('29-1141.00', '2026-11-22T12:00:00.000Z');
    expect(visibleSaved([older, newer], new Set(['15-1252.00']), [])).toEqual([older]);
    expect(visibleSaved([newer], new Set(), [back])).toEqual([back, newer]);
    expect(visibleSaved([older, newer], new Set(), [back])).toEqual([newer, older]);
  });
});

describe('savedOn', () => {
  it('gives the day in words', () => {
    // The day as the reader's region writes it (formatDate): en-US here.
    expect(savedOn('2026-11-02T10:00:00.000Z')).toBe('Saved on November 2, 2026');
  });
});
