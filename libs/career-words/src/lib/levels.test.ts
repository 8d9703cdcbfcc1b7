import { percentileNumber } from '@pathwise/assessment';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { levelLabel, levelWord, percentileOrdinal, percentileSentence } from './levels';

describe('levels and percentiles', () => {
  it('says a level as a sentence does, calling neutral "average"', () => {
    expect(levelWord('low')).toBe('low');
    expect(levelWord('neutral')).toBe('average');
    expect(levelWord('high')).toBe('high');
    expect(levelWord('high', 'level')).toBe('high');
  });

  it('says a level on its own', () => {
    expect(levelLabel('low')).toBe('Low');
    expect(levelLabel('neutral')).toBe('Average');
    expect(levelLabel('high')).toBe('High');
  });

  it('says a percentile as an ordinal, rounded between 1 and 99', () => {
    expect(percentileOrdinal(1.2)).toBe('1st percentile');
    expect(percentileOrdinal(22)).toBe('22nd percentile');
    expect(percentileOrdinal(43)).toBe('43rd percentile');
    expect(percentileOrdinal(11.4)).toBe('11th percentile');
    expect(percentileOrdinal(0.2)).toBe('1st percentile');
    expect(percentileOrdinal(99.8)).toBe('99th percentile');
  });

  it('says how many of 100 people scored lower, never 0 or 100', () => {
    expect([88, 47.6, 99.8, 0.2, 0.7].map(percentileSentence)).toEqual([
      'Higher than 88 of 100 people in the comparison group',
      'Higher than 48 of 100 people in the comparison group',
      'Higher than 99 of 100 people in the comparison group',
      'Lower than 99 of 100 people in the comparison group',
      'Higher than 1 of 100 people in the comparison group',
    ]);
    expect([0, 100].map(percentileNumber)).toEqual([1, 99]);
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('words levels and percentiles in Spanish', () => {
      expect(levelWord('neutral')).toBe('media');
      expect(levelLabel('neutral')).toBe('Medio');
      expect(percentileOrdinal(88)).toBe('percentil 88');
      expect(percentileSentence(72)).toBe(
        'Por encima de 72 de cada 100 personas del grupo de comparación',
      );
      expect(percentileSentence(0.2)).toBe(
        'Por debajo de 99 de cada 100 personas del grupo de comparación',
      );
    });

    it('makes a level agree with what it describes', () => {
      // "Tu puntuación es baja", "tu nivel es bajo".
      expect(levelWord('low')).toBe('baja');
      expect(levelWord('low', 'level')).toBe('bajo');
      expect(levelWord('high', 'level')).toBe('alto');
    });
  });
});
