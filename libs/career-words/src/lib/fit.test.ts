import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { fitBandsNote, fitLabel, fitText } from './fit';

describe('fits', () => {
  it('labels a band, and an estimate from personality no more than "possible"', () => {
    expect(fitLabel('strong', false)).toBe('Strong fit');
    expect(fitLabel('some', false)).toBe('Some fit');
    expect(fitLabel('strong', true)).toBe('Possible fit');
    expect(fitLabel('good', true)).toBe('Possible fit');
    expect(fitLabel('some', true)).toBe('Unclear fit');
    expect(fitLabel('weak', true)).toBe('Unlikely fit');
  });

  it('gives a measured fit its number, an estimate its words alone', () => {
    expect(fitText(78, 'strong', false)).toBe('Strong fit: 78 of 100');
    expect(fitText(71, 'good', false)).toBe('Good fit: 71 of 100');
    expect(fitText(55, 'some', false)).toBe('Some fit: 55 of 100');
    expect(fitText(12, 'weak', false)).toBe('Weak fit: 12 of 100');
    expect(fitText(78, 'strong', true)).toBe('Possible fit');
  });

  it('says what the bands mean for the person, with their own floors', () => {
    expect(fitBandsNote({ strong: 85, good: 70, some: 50 })).toBe(
      'For you, a strong fit is 85 or more (at most your closest 1% of careers), good 70–84 (your closest 5%), some 50–69 (your closest 20%), and below 50 weak.',
    );
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('words the bands in Spanish', () => {
      expect(fitText(92, 'strong', false)).toBe('Afinidad alta: 92 de 100');
      expect(fitText(40, 'weak', true)).toBe('Afinidad poco probable');
      expect(fitBandsNote({ strong: 85, good: 70, some: 50 })).toMatch(
        /^Para ti, una afinidad alta es 85 o más/,
      );
    });
  });
});
