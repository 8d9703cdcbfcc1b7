import { JOB_ZONES, capitalise, jobZoneText as englishZoneText } from '@pathwise/assessment';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import {
  currentEducationText,
  jobZoneText,
  zoneEducation,
  zoneExperience,
  zoneName,
  zoneOption,
} from './job-zones';

describe('job zones', () => {
  it('says each zone as the assessment does in English', () => {
    for (const { zone, name, education, experience } of JOB_ZONES) {
      expect(jobZoneText(zone)).toBe(englishZoneText(zone));
      expect(zoneName(zone)).toBe(name);
      expect(zoneEducation(zone)).toBe(`${capitalise(education)}.`);
      expect(zoneExperience(zone)).toBe(`${capitalise(experience)}.`);
      expect(zoneOption(zone)).toBe(`Zone ${zone}: ${education}`);
    }
    expect(jobZoneText(4)).toBe('Job zone 4 of 5: considerable preparation needed');
  });

  it('says what the education figure is, with the share surveyed when known', () => {
    expect(currentEducationText("Bachelor's Degree", null)).toBe(
      "Bachelor's degree is the most common level among people in this job.",
    );
    expect(currentEducationText("Bachelor's Degree", 62)).toBe(
      "Bachelor's degree is the most common level among people in this job (62% of those O*NET surveyed).",
    );
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('words the zones in Spanish', () => {
      expect(jobZoneText(4)).toBe('Zona laboral 4 de 5: se necesita bastante preparación');
      expect(zoneName(1)).toBe('Se necesita poca o ninguna preparación');
      expect(zoneOption(2)).toBe(
        'Zona 2: normalmente, el título de preparatoria o bachillerato (high school)',
      );
      expect(zoneExperience(5)).toBe('Mucha experiencia, a menudo más de cinco años.');
      // The API sends the education level in Spanish itself.
      expect(currentEducationText('Título de grado', 62)).toMatch(
        /^Título de grado es el nivel más común entre quienes tienen este trabajo \(62\s%/,
      );
    });
  });
});
