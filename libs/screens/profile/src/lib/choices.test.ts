import { LIFE_STAGES, profilePatchSchema } from '@pathwise/contract';
import { LIFE_STAGE_VALUES, lifeStageLabel } from './choices';
import { COUNTRY_CODES, countryName, countryOptions } from './countries';
import { LANGUAGE_CODES, languageOptions } from './languages';

describe('the choices the profile form offers', () => {
  it('covers every life stage of the contract', () => {
    expect([...LIFE_STAGE_VALUES].sort()).toEqual([...LIFE_STAGES].sort());
    expect(lifeStageLabel('changing-careers')).toBe('Thinking about changing careers');
    expect(lifeStageLabel(null)).toBeNull();
  });

  it('offers only countries and languages the API accepts', () => {
    for (const country of COUNTRY_CODES)
      expect(profilePatchSchema.safeParse({ country }).success, country).toBe(true);
    for (const preferredLanguage of LANGUAGE_CODES)
      expect(profilePatchSchema.safeParse({ preferredLanguage }).success, preferredLanguage).toBe(
        true,
      );
  });

  it('names countries and languages, sorted by name', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    const countries = countryOptions().map((option) => option.label);
    expect(countries.indexOf('Germany')).toBeLessThan(countries.indexOf('Japan'));
    const languages = languageOptions(null);
    expect(languages.find((option) => option.value === 'de')?.label).toBe('German');
    expect(languages.map((option) => option.label).indexOf('English')).toBeLessThan(
      languages.map((option) => option.label).indexOf('French'),
    );
  });

  it('keeps a saved language that is not on the list', () => {
    expect(languageOptions('en-GB').map((option) => option.value)).toContain('en-GB');
    expect(languageOptions('en').filter((option) => option.value === 'en')).toHaveLength(1);
  });
});
