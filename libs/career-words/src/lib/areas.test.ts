import { RIASEC_ORDER, riasecAreaInfo } from '@pathwise/assessment';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { areaDescription, areaList, areaName } from './areas';

describe('interest areas', () => {
  it('names each area as the assessment does in English', () => {
    for (const area of RIASEC_ORDER) expect(areaName(area)).toBe(riasecAreaInfo(area).name);
  });

  it('lists areas as the reader’s language writes a list', () => {
    expect(areaList([])).toBe('');
    expect(areaList(['I'])).toBe('Investigative');
    expect(areaList(['I', 'A'])).toBe('Investigative and Artistic');
    // en-US writes a serial comma (formatList).
    expect(areaList(['R', 'I', 'A'])).toBe('Realistic, Investigative, and Artistic');
  });

  it('says what each area’s work is', () => {
    expect(areaDescription('S')).toBe('Helping, teaching, caring for and advising people.');
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('names and lists the areas in Spanish', () => {
      expect(areaName('E')).toBe('Emprendedor');
      // "e" before a word that starts with an i sound.
      expect(areaList(['S', 'I'])).toBe('Social e Investigador');
      expect(areaList(['R', 'A', 'C'])).toBe('Realista, Artístico y Convencional');
      expect(areaDescription('S')).toBe('Ayudar, enseñar, cuidar y aconsejar a las personas.');
    });
  });
});
