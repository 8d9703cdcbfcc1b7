import type { StoredOnboardingAnswers } from '@pathwise/playground';
import { lineOfTextMini } from '@pathwise/contract';
import { z } from 'zod/mini';
import {
  type Choice,
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  WORK_VALUE_CHOICES,
} from '@pathwise/playground';

export const MAX_WORK_VALUES = 3;
export const MAX_SUBJECTS = 20;

// The values come from the choices on screen, not the contract, whose full-zod schemas would
// come along; the choices are typed by the contract and a test checks they cover it.
const valuesOf = <T extends string>(choices: readonly Choice<T>[]) =>
  choices.map((choice) => choice.value) as [T, ...T[]];

/** '' is "not answered": each single choice has a "Prefer not to say" that clears it. */
const optional = <T extends string>(choices: readonly Choice<T>[]) =>
  z.union([z.literal(''), z.enum(valuesOf(choices))], {
    error: 'Choose one of the options, or skip it.',
  });

/**
 * The form as the person fills it in. Mostly it only guards against values the form can't offer;
 * the real rule is keeping work values to the few that matter most.
 */
export const onboardingFormSchema = z.object({
  lifeStage: optional(LIFE_STAGE_CHOICES),
  country: z
    .string()
    .check(z.regex(/^([A-Z]{2})?$/, 'Choose a country from the list, or “Prefer not to say”.')),
  highestEducation: optional(EDUCATION_CHOICES),
  plannedEducation: optional(EDUCATION_CHOICES),
  maxJobZone: optional(JOB_ZONE_CHOICES),
  enjoyedSubjects: z
    .array(lineOfTextMini({ max: 60 }))
    .check(z.maxLength(MAX_SUBJECTS, `Choose up to ${MAX_SUBJECTS} subjects.`)),
  currentOccupation: z
    .string()
    .check(z.regex(/^(\d{2}-\d{4}\.\d{2})?$/, 'Choose a job title from the search, or skip it.')),
  workValues: z
    .array(z.enum(valuesOf(WORK_VALUE_CHOICES)))
    .check(
      z.maxLength(
        MAX_WORK_VALUES,
        'Choose up to three: the ones that matter most to you. Untick one to carry on.',
      ),
    ),
});

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
  };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}
