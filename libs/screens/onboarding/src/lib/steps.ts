import { ONBOARDING_QUESTION_IDS } from '@pathwise/contract';
import { type StoredOnboardingAnswers } from '@pathwise/progress';
import { ONBOARDING_SECTIONS, isAnswered } from '@pathwise/onboarding-questions';

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

/** The query parameter that holds the step, so the browser's Back goes to the previous step. */
const STEP_PARAM = 'step';

/** The step an address names (?step=2 … ?step=5, ?step=done), or null when it names none. */
export function stepInAddress(params: URLSearchParams): Position | null {
  const named = params.get(STEP_PARAM);
  if (named === 'done') return 'done';
  const number = Number(named);
  return named && Number.isInteger(number) && number >= 1 && number <= STEPS.length
    ? number - 1
    : null;
}

/** The address's query for a step, counted from 1 as the page counts them. */
export const stepAddress = (position: Position): URLSearchParams =>
  new URLSearchParams({ [STEP_PARAM]: position === 'done' ? 'done' : String(position + 1) });
