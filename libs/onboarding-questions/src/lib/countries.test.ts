import { onboardingAnswersSchema, profilePatchSchema } from '@pathwise/contract';
import { activateLocale } from '@pathwise/i18n';
import { COUNTRY_CODES, countryName, countryOptions } from './countries';

describe('countryOptions', () => {
  it('names every country once, in alphabetical order', () => {
    const options = countryOptions(['en-GB']);
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(options.map((option) => option.value)).size).toBe(COUNTRY_CODES.length);
    expect(options.find((option) => option.value === 'GB')?.label).toBe('United Kingdom');
    const names = options.map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('uses the person’s language', () => {
    expect(countryOptions(['de']).find((option) => option.value === 'DE')?.label).toBe(
      'Deutschland',
    );
  });

  it('only holds two-letter upper-case codes', () => {
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(COUNTRY_CODES).toHaveLength(249);
  });

  it('only offers countries the API accepts, in the answers and the profile', () => {
    for (const country of COUNTRY_CODES) {
      expect(onboardingAnswersSchema.safeParse({ country }).success, country).toBe(true);
      expect(profilePatchSchema.safeParse({ country }).success, country).toBe(true);
    }
  });

  it('falls back to British English for a language tag it can’t use', () => {
    expect(countryOptions(['not a language!']).find((o) => o.value === 'FR')?.label).toBe('France');
  });
});

describe('countryName', () => {
  it('names a country in the language Pathwise is shown in unless told one', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('DE', ['de'])).toBe('Deutschland');
    expect(countryName('FR', ['not a language!'])).toBe('France');
  });

  it('shows the code itself when it isn’t one it can name', () => {
    expect(countryName('gbr')).toBe('gbr');
  });
});

describe('countries in Spanish', () => {
  beforeAll(() => activateLocale('es', {}));
  afterAll(() => activateLocale('en', {}));

  it('are named and sorted as Spanish does, by the same codes', () => {
    const options = countryOptions();
    expect(options.find((option) => option.value === 'MX')?.label).toBe('México');
    expect(countryName('US')).toBe('Estados Unidos');
    const names = options.map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });
});
