import { buildProfile } from '@pathwise/api/testing';
import { LIFE_STAGES, profilePatchSchema } from '@pathwise/contract';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages as loadUiMessages } from '@pathwise/ui';
import { loadMessages } from '../messages';
import { profileFormSchema, serverFieldErrors, toFormValues, toPatch } from './profile-form';

describe('the profile form', () => {
  it('shows a saved profile and turns it back into the same patch', () => {
    const profile = buildProfile({ highestEducation: 'bachelor' });
    const values = toFormValues(profile);
    expect(values).toEqual({
      displayName: 'Sam Rivera',
      lifeStage: 'changing-careers',
      highestEducation: 'bachelor',
      country: 'GB',
      preferredLanguage: 'en',
    });
    expect(toPatch(values)).toEqual({
      displayName: 'Sam Rivera',
      lifeStage: 'changing-careers',
      highestEducation: 'bachelor',
      country: 'GB',
      preferredLanguage: 'en',
    });
  });

  it('clears empty fields, and the API accepts the patch', () => {
    const empty = toFormValues(
      buildProfile({ displayName: null, lifeStage: null, country: null, preferredLanguage: null }),
    );
    const patch = toPatch({ ...empty, displayName: '   ' });
    expect(patch).toEqual({
      displayName: null,
      lifeStage: null,
      highestEducation: null,
      country: null,
      preferredLanguage: null,
    });
    expect(profilePatchSchema.safeParse(patch).success).toBe(true);
  });

  it.each(['a\u0000b', '\u200b\u200b', 'Sam\u202Etxt', '\ud800', 'Sam\nRivera'])(
    'refuses the name %j as the API does, with the same words',
    (displayName) => {
      const values = { ...toFormValues(buildProfile()), displayName };
      const form = profileFormSchema().safeParse(values).error?.issues[0];
      const api = profilePatchSchema.safeParse({ displayName }).error?.issues[0];
      expect(form?.path).toEqual(['displayName']);
      expect(api?.message).toBeDefined();
      expect(form?.message).toBe(api?.message);
    },
  );

  describe('in Spanish', () => {
    beforeAll(async () =>
      activateLocale('es', { ...(await loadUiMessages('es')), ...(await loadMessages('es')) }),
    );
    afterAll(() => activateLocale('en', {}));

    it.each([
      ['\u200b\u200b', 'Usa al menos un carácter visible.'],
      ['Sam\u200bRivera', 'Quita los caracteres invisibles, como los espacios de ancho cero.'],
      ['Sam\nRivera', /^Usa solo letras, números, espacios/],
      ['x'.repeat(61), 'Tu nombre puede tener como máximo 60 caracteres.'],
    ])('refuses the name %j in Spanish', (displayName, words) => {
      const values = { ...toFormValues(buildProfile()), displayName };
      expect(profileFormSchema().safeParse(values).error?.issues[0]?.message).toMatch(words);
    });
  });

  it('refuses what the API would refuse, in plain words', () => {
    const result = profileFormSchema().safeParse({
      displayName: 'x'.repeat(61),
      lifeStage: 'retired',
      highestEducation: 'phd',
      country: 'gb',
      preferredLanguage: 'English',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'country',
      'displayName',
      'highestEducation',
      'lifeStage',
      'preferredLanguage',
    ]);
    expect(
      profileFormSchema().safeParse({
        displayName: '  Sam  ',
        lifeStage: '',
        highestEducation: '',
        country: '',
        preferredLanguage: 'pt-BR',
      }).data?.displayName,
    ).toBe('Sam');
  });

  it('takes every life stage the API knows', () => {
    const blank = { displayName: '', highestEducation: '', country: '', preferredLanguage: '' };
    for (const lifeStage of LIFE_STAGES)
      expect(profileFormSchema().safeParse({ ...blank, lifeStage }).success, lifeStage).toBe(true);
  });

  it('picks out the fields a refused save names', () => {
    expect(
      serverFieldErrors({
        status: 400,
        data: {
          errors: [
            { path: 'body.country', message: 'Use a two-letter country code.' },
            { path: 'body.id', message: 'Unknown field.' },
            { path: 'body.country', message: 'Second message.' },
            'nonsense',
          ],
        },
      }),
    ).toEqual([['country', 'Use a two-letter country code.']]);
    expect(serverFieldErrors({ status: 'FETCH_ERROR' })).toEqual([]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
