import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { normGroupWords } from './norm-groups';

describe('the group a report compares with', () => {
  it('names it by sex and age', () => {
    expect(normGroupWords({ sex: 'female', ageBand: '21-40' })).toBe('women aged 21 to 40');
    expect(normGroupWords({ sex: 'male', ageBand: 'over-60' })).toBe('men over 60');
    expect(normGroupWords({ sex: 'both', ageBand: 'under-21' })).toBe(
      'women and men under 21 (the average of the two groups)',
    );
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('names it in Spanish', () => {
      expect(normGroupWords({ sex: 'female', ageBand: '41-60' })).toBe('mujeres de 41 a 60 años');
      expect(normGroupWords({ sex: 'both', ageBand: '21-40' })).toBe(
        'mujeres y hombres de 21 a 40 años (el promedio de los dos grupos)',
      );
    });
  });
});
