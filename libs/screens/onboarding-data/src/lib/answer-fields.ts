import type { OnboardingAnswersInput } from '@pathwise/contract';
import type { StoredOnboardingAnswers } from '@pathwise/playground';

export type SingleField =
  'lifeStage' | 'country' | 'highestEducation' | 'plannedEducation' | 'maxJobZone';
export type ListField = 'enjoyedSubjects' | 'workValues';
export type AnswerField = SingleField | ListField;

/** A question's answer as the page shows it: '' is no answer to a single choice. */
export type FieldValue = string | readonly string[];

export const MAX_WORK_VALUES = 3;

/** Ticking boxes comes in bursts, so those questions save once the person pauses. */
export const isListField = (field: AnswerField): field is ListField =>
  field === 'enjoyedSubjects' || field === 'workValues';

/** What the page shows for a question, from the saved answers. */
export function fieldValue(answers: StoredOnboardingAnswers, field: AnswerField): FieldValue {
  if (isListField(field)) return answers[field] ?? [];
  const value = answers[field];
  return value === undefined ? '' : String(value);
}

/** The save of one question: no answer goes as undefined, which clears it. */
export function toPatch(field: AnswerField, value: FieldValue): Partial<OnboardingAnswersInput> {
  if (Array.isArray(value)) return { [field]: value.length ? [...value] : undefined };
  if (field === 'maxJobZone') return { maxJobZone: value ? Number(value) : undefined };
  return { [field]: value || undefined } as Partial<OnboardingAnswersInput>;
}

export const sameValue = (a: FieldValue, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b);

/** Why an answer can't be saved as it is, or null. The one rule: a few work values, not all. */
export function checkAnswer(field: AnswerField, value: FieldValue): string | null {
  if (field === 'workValues' && value.length > MAX_WORK_VALUES) {
    return 'Choose up to three: the ones that matter most to you. Untick one and we’ll save your choice.';
  }
  return null;
}

const FIELDS: readonly AnswerField[] = [
  'lifeStage',
  'country',
  'highestEducation',
  'plannedEducation',
  'maxJobZone',
  'enjoyedSubjects',
  'workValues',
];

/** How many questions have an answer. */
export const countAnswered = (answers: StoredOnboardingAnswers) =>
  FIELDS.filter((field) => fieldValue(answers, field).length > 0).length;
