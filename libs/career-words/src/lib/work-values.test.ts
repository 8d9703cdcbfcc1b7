import { WORK_VALUES, WORK_VALUE_NAMES } from '@pathwise/assessment';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { workValueName, workValueText, workValueWord } from './work-values';

describe('work values', () => {
  it('names each value as O*NET does, and in a sentence in lower case', () => {
    for (const value of WORK_VALUES) {
      expect(workValueName(value)).toBe(WORK_VALUE_NAMES[value]);
      expect(workValueWord(value)).toBe(WORK_VALUE_NAMES[value].toLowerCase());
    }
  });

  it('says what a value the API names means, in English or Spanish names', () => {
    expect(workValueText('Independence')).toBe(
      'Working on your own, using your own ideas and making your own decisions.',
    );
    expect(workValueText('Condiciones de trabajo')).toBe(
      'Job security, good pay and working conditions, and plenty of variety.',
    );
    expect(workValueText('Creativity')).toBeNull();
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('words the values in Spanish, with the API’s names', () => {
      expect(workValueName('working-conditions')).toBe('Condiciones de trabajo');
      expect(workValueWord('recognition')).toBe('reconocimiento');
      expect(workValueText('Apoyo')).toBe(
        'Una dirección que respalda a su equipo y lo forma bien.',
      );
    });
  });
});
