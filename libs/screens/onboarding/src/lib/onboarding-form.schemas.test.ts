import { SUBJECT_MAX_LENGTH } from '@pathwise/contract';
import { activateLocale } from '@pathwise/i18n';
import type { StoredOnboardingAnswers } from '@pathwise/progress';
import { loadMessages as loadUiMessages } from '@pathwise/ui';
import { loadMessages } from '../messages';
import { onboardingFormSchema, toFormValues, toPatch } from './onboarding-form.schemas';

const empty = toFormValues({ completed: false });

describe('onboardingFormSchema', () => {
  it('accepts a form with nothing answered', () => {
    expect(onboardingFormSchema.safeParse(empty).success).toBe(true);
  });

  it('keeps work values to the three that matter most', () => {
    const four = {
      ...empty,
      workValues: ['achievement', 'support', 'recognition', 'independence'],
    };
    const result = onboardingFormSchema.safeParse(four);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['workValues'],
      message: expect.stringMatching(/^Choose up to three/),
    });
    expect(
      onboardingFormSchema.safeParse({ ...four, workValues: four.workValues.slice(1) }).success,
    ).toBe(true);
  });

  it('refuses values the form does not offer', () => {
    expect(onboardingFormSchema.safeParse({ ...empty, country: 'gb' }).success).toBe(false);
    expect(onboardingFormSchema.safeParse({ ...empty, maxJobZone: '6' }).success).toBe(false);
    expect(onboardingFormSchema.safeParse({ ...empty, lifeStage: 'retired' }).success).toBe(false);
  });
});

describe('a subject the API would refuse', () => {
  const refusal = (subject: string) =>
    onboardingFormSchema.safeParse({ ...empty, enjoyedSubjects: [subject] }).error?.issues[0];

  it('is named, in English', () => {
    expect(refusal('Art\u200b')).toMatchObject({
      path: ['enjoyedSubjects', 0],
      message: 'Leave out invisible characters, such as zero-width spaces.',
    });
    expect(refusal('x'.repeat(SUBJECT_MAX_LENGTH + 1))?.message).toBe(
      `Keep each subject to ${SUBJECT_MAX_LENGTH} characters or fewer.`,
    );
  });

  describe('in Spanish', () => {
    beforeAll(async () =>
      activateLocale('es', { ...(await loadUiMessages('es')), ...(await loadMessages('es')) }),
    );
    afterAll(() => activateLocale('en', {}));

    it('is named in Spanish', () => {
      expect(refusal('\u202eArt')?.message).toBe(
        'Quita los caracteres que cambian la dirección del texto.',
      );
      expect(refusal('x'.repeat(SUBJECT_MAX_LENGTH + 1))?.message).toBe(
        `Escribe cada asignatura con ${SUBJECT_MAX_LENGTH} caracteres como máximo.`,
      );
    });
  });
});

describe('toFormValues and toPatch', () => {
  const answers: StoredOnboardingAnswers = {
    lifeStage: 'college',
    country: 'NZ',
    maxJobZone: 4,
    workValues: ['support'],
    completed: false,
  };

  it('shows saved answers and leaves the rest blank', () => {
    expect(toFormValues(answers)).toEqual({
      lifeStage: 'college',
      country: 'NZ',
      highestEducation: '',
      plannedEducation: '',
      maxJobZone: '4',
      enjoyedSubjects: [],
      workValues: ['support'],
      currentOccupation: '',
      payFloor: '',
    });
  });

  it('saves only the given fields, blanks as cleared', () => {
    const values = { ...toFormValues(answers), country: '' };
    expect(toPatch(values, ['lifeStage', 'country'])).toStrictEqual({
      lifeStage: 'college',
      country: undefined,
    });
    expect(toPatch(values, ['maxJobZone', 'enjoyedSubjects'])).toStrictEqual({
      maxJobZone: 4,
      enjoyedSubjects: undefined,
    });
    // The pay floor is a number, offered as a choice.
    expect(toPatch({ ...values, payFloor: '60000' }, ['payFloor'])).toStrictEqual({
      payFloor: 60000,
    });
  });
});
