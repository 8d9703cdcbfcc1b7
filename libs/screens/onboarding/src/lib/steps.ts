import { ONBOARDING_QUESTION_IDS } from '@pathwise/contract';
import { ONBOARDING_SECTIONS, type StoredOnboardingAnswers, isAnswered } from '@pathwise/progress';

/** The form's steps: a section of the questions each. */
export const STEPS = ONBOARDING_SECTIONS;

/** Where the form is: a step's index, or the end once the questions are finished. */
export type Position = number | 'done';

export const QUESTION_COUNT = ONBOARDING_QUESTION_IDS.length;

/**
 * Back after a reload: the end if finished, else the step after the furthest one answered. A step
 * the person skipped on the way stays skipped (every question is optional); Back reaches it.
 */
export function resumePosition(answers: StoredOnboardingAnswers): Position {
  if (answers.completed) return 'done';
  const furthest = STEPS.findLastIndex((step) =>
    step.questions.some((question) => isAnswered(answers[question])),
  );
  return Math.min(furthest + 1, STEPS.length - 1);
}
