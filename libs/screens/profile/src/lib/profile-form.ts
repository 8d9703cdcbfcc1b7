import { t } from '@lingui/core/macro';
import {
  DISPLAY_NAME_MAX_LENGTH,
  type LifeStage,
  type Profile,
  type ProfilePatch,
  lineOfTextMini,
} from '@pathwise/contract';
import { problemFieldErrors } from '@pathwise/api';
import { EDUCATION_CHOICES, LIFE_STAGE_CHOICES } from '@pathwise/onboarding-questions';
import { textProblemWords } from '@pathwise/ui';
import { z } from 'zod/mini';

// The answers the form offers (typed by the contract; a test checks they cover it).
const LIFE_STAGE_VALUES = LIFE_STAGE_CHOICES.map((choice) => choice.value) as [
  LifeStage,
  ...LifeStage[],
];

type Education = NonNullable<Profile['highestEducation']>;
const EDUCATION_VALUES = EDUCATION_CHOICES.map((choice) => choice.value) as [
  Education,
  ...Education[],
];

/**
 * The details form as the person fills it in; '' is "not given", which clears the field. The rules
 * match the API's, so most mistakes show before saving. Made when the form is, so its messages are
 * in the language active then.
 */
export function profileFormSchema() {
  const maxChars = DISPLAY_NAME_MAX_LENGTH;
  const chooseAnOption = t`Choose one of the options, or “Prefer not to say”.`;
  return z.object({
    displayName: lineOfTextMini({
      max: DISPLAY_NAME_MAX_LENGTH,
      optional: true,
      tooLong: () => t`Keep your name to ${maxChars} characters or fewer.`,
      words: textProblemWords,
    }),
    lifeStage: z.union([z.literal(''), z.enum(LIFE_STAGE_VALUES)], { error: chooseAnOption }),
    highestEducation: z.union([z.literal(''), z.enum(EDUCATION_VALUES)], {
      error: chooseAnOption,
    }),
    country: z
      .string()
      .check(z.regex(/^([A-Z]{2})?$/, t`Choose a country from the list, or “Prefer not to say”.`)),
    preferredLanguage: z
      .string()
      .check(
        z.regex(
          /^([a-z]{2,3}(-[A-Z]{2})?)?$/,
          t`Choose a language from the list, or “No preference”.`,
        ),
      ),
  });
}

export type ProfileFormValues = z.infer<ReturnType<typeof profileFormSchema>>;
export type ProfileField = keyof ProfileFormValues;
const FIELDS: readonly ProfileField[] = [
  'displayName',
  'lifeStage',
  'highestEducation',
  'country',
  'preferredLanguage',
];

/** The saved profile as the form shows it. */
export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    displayName: profile.displayName ?? '',
    lifeStage: profile.lifeStage ?? '',
    highestEducation: profile.highestEducation ?? '',
    country: profile.country ?? '',
    preferredLanguage: profile.preferredLanguage ?? '',
  };
}

/** What PATCH /api/me gets: every field of the form, empty ones as null (cleared). */
export function toPatch(values: ProfileFormValues): ProfilePatch {
  return {
    displayName: values.displayName.trim() || null,
    lifeStage: values.lifeStage || null,
    highestEducation: values.highestEducation || null,
    country: values.country || null,
    preferredLanguage: values.preferredLanguage || null,
  };
}

/** The fields a refused save names, with what to show next to each (see `problemFieldErrors`). */
export const serverFieldErrors = (cause: unknown): [ProfileField, string][] =>
  problemFieldErrors(cause, FIELDS);
