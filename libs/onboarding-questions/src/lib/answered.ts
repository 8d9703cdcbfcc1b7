import { ONBOARDING_QUESTION_IDS } from '@pathwise/contract';

/** Whether a question has an answer: an empty list is a question skipped. */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/**
 * How many onboarding questions have an answer, from any copy of the answers (the account's, this
 * browser's, or a form's); keys that aren't questions, such as `completed`, don't count.
 */
export const countAnsweredQuestions = (answers: Readonly<Record<string, unknown>>): number =>
  ONBOARDING_QUESTION_IDS.filter((id) => isAnswered(answers[id])).length;
