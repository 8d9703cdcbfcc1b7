import type { StoredOnboardingAnswers } from '@pathwise/playground';
import type { OnboardingField } from './onboarding-form.schemas';

export type Step = { id: string; title: string; fields: readonly OnboardingField[] };

export const STEPS: readonly Step[] = [
  { id: 'about', title: 'About you', fields: ['lifeStage', 'country', 'currentOccupation'] },
  { id: 'education', title: 'Your education', fields: ['highestEducation', 'plannedEducation'] },
  { id: 'preparation', title: 'More study or training', fields: ['maxJobZone'] },
  { id: 'subjects', title: 'Subjects you enjoy', fields: ['enjoyedSubjects'] },
  { id: 'values', title: 'What matters most at work', fields: ['workValues'] },
];

/** Where the form is: a step's index, or the end once the questions are finished. */
export type Position = number | 'done';

/** Every question the person can answer, for counting what was answered. */
export const QUESTION_COUNT = STEPS.reduce((count, step) => count + step.fields.length, 0);

function answered(answers: StoredOnboardingAnswers, field: OnboardingField): boolean {
  const value = answers[field];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

export function countAnswered(answers: StoredOnboardingAnswers): number {
  return STEPS.flatMap((step) => step.fields).filter((field) => answered(answers, field)).length;
}

/**
 * Back after a reload: the end if finished, else the step after the furthest one answered. A step
 * the person skipped on the way stays skipped (every question is optional); Back reaches it.
 */
export function resumePosition(answers: StoredOnboardingAnswers): Position {
  if (answers.completed) return 'done';
  const furthest = STEPS.findLastIndex((step) =>
    step.fields.some((field) => answered(answers, field)),
  );
  return Math.min(furthest + 1, STEPS.length - 1);
}
