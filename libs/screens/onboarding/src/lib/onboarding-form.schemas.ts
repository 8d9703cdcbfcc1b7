import { t } from '@lingui/core/macro';
import {
  MAX_ENJOYED_SUBJECTS,
  MAX_WORK_VALUES,
  type OnboardingQuestionId,
  SUBJECT_MAX_LENGTH,
  lineOfTextMini,
} from '@pathwise/contract';
import { type StoredOnboardingAnswers } from '@pathwise/progress';
import { type Choice, ONBOARDING_QUESTIONS } from '@pathwise/onboarding-questions';
import { countInWords, textProblemWords } from '@pathwise/ui';
import { z } from 'zod/mini';

// The values come from the choices on screen, not the contract, whose full-zod schemas would
// come along; the choices are typed by the contract and a test checks they cover it.
const valuesOf = <T extends string>(choices: readonly Choice<T>[]) =>
  choices.map((choice) => choice.value) as [T, ...T[]];

/** '' is "not answered": each single choice has a "Prefer not to say" that clears it. */
const optional = <T extends string>(choices: readonly Choice<T>[]) =>
  z.union([z.literal(''), z.enum(valuesOf(choices))], {
    error: () => t`Choose one of the options, or skip it.`,
  });

// The messages are worded when a check fails, in the language chosen then.
const countryError = () => t`Choose a country from the list, or “Prefer not to say”.`;
const subjectsError = () => {
  const most = MAX_ENJOYED_SUBJECTS;
  return t`Choose up to ${most} subjects.`;
};
const subjectTooLong = () => {
  const most = SUBJECT_MAX_LENGTH;
  return t`Keep each subject to ${most} characters or fewer.`;
};
const jobError = () => t`Choose a job title from the search, or skip it.`;
const workValuesError = () => {
  const most = countInWords(MAX_WORK_VALUES);
  return t`Choose up to ${most}: the ones that matter most to you. Untick one to carry on.`;
};

const { lifeStage, highestEducation, plannedEducation, maxJobZone, workValues, payFloor } =
  ONBOARDING_QUESTIONS;

/**
 * The form as the person fills it in, with the API's limits. Mostly it only guards against values
 * the form can't offer; the work values' checkboxes already refuse more than the few allowed.
 */
export const onboardingFormSchema = z.object({
  lifeStage: optional(lifeStage.choices),
  country: z.string().check(z.regex(/^([A-Z]{2})?$/, { error: countryError })),
  highestEducation: optional(highestEducation.choices),
  plannedEducation: optional(plannedEducation.choices),
  maxJobZone: optional(maxJobZone.choices),
  enjoyedSubjects: z
    .array(
      lineOfTextMini({ max: SUBJECT_MAX_LENGTH, tooLong: subjectTooLong, words: textProblemWords }),
    )
    .check(z.maxLength(MAX_ENJOYED_SUBJECTS, { error: subjectsError })),
  currentOccupation: z.string().check(z.regex(/^(\d{2}-\d{4}\.\d{2})?$/, { error: jobError })),
  workValues: z
    .array(z.enum(valuesOf(workValues.choices)))
    .check(z.maxLength(MAX_WORK_VALUES, { error: workValuesError })),
  payFloor: optional(payFloor.choices),
}) satisfies z.ZodMiniType<Record<OnboardingQuestionId, unknown>>;

export type OnboardingFormValues = z.input<typeof onboardingFormSchema>;
export type OnboardingField = keyof OnboardingFormValues;

/** The saved answers as the form shows them. */
export function toFormValues(answers: StoredOnboardingAnswers): OnboardingFormValues {
  return {
    lifeStage: answers.lifeStage ?? '',
    country: answers.country ?? '',
    highestEducation: answers.highestEducation ?? '',
    plannedEducation: answers.plannedEducation ?? '',
    maxJobZone: answers.maxJobZone
      ? (String(answers.maxJobZone) as OnboardingFormValues['maxJobZone'])
      : '',
    enjoyedSubjects: [...(answers.enjoyedSubjects ?? [])],
    workValues: [...(answers.workValues ?? [])],
    currentOccupation: answers.currentOccupation ?? '',
    payFloor: answers.payFloor
      ? (String(answers.payFloor) as OnboardingFormValues['payFloor'])
      : '',
  };
}

/** A save of the given fields: unanswered ones go as undefined, which clears them. */
export function toPatch(
  values: OnboardingFormValues,
  fields: readonly OnboardingField[],
): Partial<Omit<StoredOnboardingAnswers, 'completed'>> {
  const all = {
    lifeStage: values.lifeStage || undefined,
    country: values.country || undefined,
    highestEducation: values.highestEducation || undefined,
    plannedEducation: values.plannedEducation || undefined,
    maxJobZone: values.maxJobZone ? Number(values.maxJobZone) : undefined,
    enjoyedSubjects: values.enjoyedSubjects.length ? values.enjoyedSubjects : undefined,
    workValues: values.workValues.length ? values.workValues : undefined,
    currentOccupation: values.currentOccupation || undefined,
    payFloor: values.payFloor
      ? (Number(values.payFloor) as StoredOnboardingAnswers['payFloor'])
      : undefined,
  };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}
