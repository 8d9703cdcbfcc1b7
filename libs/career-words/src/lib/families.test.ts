import { CAREER_FAMILIES } from '@pathwise/assessment';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { familyName } from './families';

describe('career families', () => {
  it('names every family by its id, in English as the assessment does', () => {
    for (const family of CAREER_FAMILIES) {
      expect(familyName({ id: family.id, name: 'Not this one' })).toBe(family.name);
    }
  });

  it('keeps the API’s own name for a family it does not know', () => {
    expect(familyName({ id: 'nurses', name: 'Nurses' })).toBe('Nurses');
    expect(familyName({ id: 'toString', name: 'Odd' })).toBe('Odd');
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('names the families in Spanish', () => {
      expect(familyName({ id: 'engineers', name: 'Engineers' })).toBe('Ingeniería');
      for (const family of CAREER_FAMILIES)
        expect(familyName({ id: family.id, name: family.name })).not.toBe(family.name);
    });
  });
});
