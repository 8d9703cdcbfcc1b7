import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { levelWord, percentileOrdinal } from './levels';

describe('levels and percentiles', () => {
  it('says a level as a sentence does', () => {
    expect(levelWord('low')).toBe('low');
    expect(levelWord('neutral')).toBe('average');
    expect(levelWord('high')).toBe('high');
  });

  it('says a percentile as an ordinal, rounded between 1 and 99', () => {
    expect(percentileOrdinal(1.2)).toBe('1st percentile');
    expect(percentileOrdinal(22)).toBe('22nd percentile');
    expect(percentileOrdinal(43)).toBe('43rd percentile');
    expect(percentileOrdinal(11.4)).toBe('11th percentile');
    expect(percentileOrdinal(0.2)).toBe('1st percentile');
    expect(percentileOrdinal(99.8)).toBe('99th percentile');
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('words levels and percentiles in Spanish', () => {
      expect(levelWord('neutral')).toBe('media');
      expect(percentileOrdinal(88)).toBe('percentil 88');
    });
  });
});
