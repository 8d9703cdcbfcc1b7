import type { OnboardingAnswersInput } from '@pathwise/contract';
import { type StoredOnboardingAnswers } from '@pathwise/progress';
import { ONBOARDING_QUESTIONS } from '@pathwise/onboarding-questions';

/** The questions this page asks: all but the current job, which needs the step-by-step search. */
export type AnswerField = Exclude<keyof typeof ONBOARDING_QUESTIONS, 'currentOccupation'>;

/** A question's answer as the page shows it: '' is no answer to a single choice. */
export type FieldValue = string | readonly string[];

/** Ticking boxes comes in bursts, so those questions save once the person pauses. */
export const isListField = (field: AnswerField) => ONBOARDING_QUESTIONS[field].kind === 'many';

/** What the page shows for a question, from the saved answers. */
export function fieldValue(answers: StoredOnboardingAnswers, field: AnswerField): FieldValue {
  const value = answers[field];
  if (isListField(field)) return Array.isArray(value) ? value : [];
  return value === undefined ? '' : String(value);
}

/** The save of one question: no answer goes as undefined, which clears it. */
export function toPatch(field: AnswerField, value: FieldValue): Partial<OnboardingAnswersInput> {
  if (typeof value !== 'string') return { [field]: value.length ? [...value] : undefined };
  // The two questions whose answers are numbers, offered as choices.
  if (field === 'maxJobZone') return { maxJobZone: value ? Number(value) : undefined };
  if (field === 'payFloor')
    return { payFloor: value ? (Number(value) as OnboardingAnswersInput['payFloor']) : undefined };
  return { [field]: value || undefined };
}

export const sameValue = (a: FieldValue, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b);
