import { profilePatchSchema } from '@pathwise/contract';
import { LANGUAGE_CODES, languageOptions } from './languages';

describe('the languages the profile form offers', () => {
  it('offers only languages the API accepts', () => {
    for (const preferredLanguage of LANGUAGE_CODES)
      expect(profilePatchSchema.safeParse({ preferredLanguage }).success, preferredLanguage).toBe(
        true,
      );
  });

  it('names languages, sorted by name', () => {
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
