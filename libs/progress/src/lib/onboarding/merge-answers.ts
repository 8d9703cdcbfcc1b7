import {
  ONBOARDING_QUESTION_IDS,
  type OnboardingAnswersInput,
  type OnboardingQuestionId,
  PROFILE_ANSWER_FIELDS,
} from '@pathwise/contract';
import { isAnswered } from '@pathwise/onboarding-questions';
import type { StoredOnboardingAnswers } from './browser-answers';

export const NO_ANSWERS: StoredOnboardingAnswers = Object.freeze({ completed: false });

/** Only the questions that have an answer, so stored copies never carry empty ones. */
function answeredOnly(answers: {
  [Key in OnboardingQuestionId]?: StoredOnboardingAnswers[Key] | null;
}) {
  const result: Partial<StoredOnboardingAnswers> = {};
  for (const key of ONBOARDING_QUESTION_IDS) {
    if (isAnswered(answers[key])) Object.assign(result, { [key]: answers[key] });
  }
  return result;
}

/** The answers after a save: a key given as undefined (or an empty list) clears that answer. */
export function applyOnboardingPatch(
  answers: StoredOnboardingAnswers,
  patch: Partial<OnboardingAnswersInput>,
): StoredOnboardingAnswers {
  return {
    ...answeredOnly({ ...answers, ...patch }),
    completed: patch.completed ?? answers.completed,
  };
}

/**
 * The answers as the account takes them: life stage, education and country are the profile's, which
 * a save leaves alone unless told, so one cleared here goes as null to clear it there too.
 */
export function forAccount(answers: StoredOnboardingAnswers): OnboardingAnswersInput {
  const sent: OnboardingAnswersInput = { ...answers };
  for (const field of PROFILE_ANSWER_FIELDS) if (sent[field] === undefined) sent[field] = null;
  return sent;
}

/**
 * What the account keeps when someone signs in with answers in this browser: the browser's
 * answers are the newer ones, so each question answered there wins; finished if either was.
 */
export function mergeOnboardingAnswers(
  account: StoredOnboardingAnswers,
  browser: StoredOnboardingAnswers,
): StoredOnboardingAnswers {
  return {
    ...answeredOnly(account),
    ...answeredOnly(browser),
    completed: account.completed || browser.completed,
  };
}

/** True when both hold the same answers, so there is nothing to send. */
export function sameOnboardingAnswers(a: StoredOnboardingAnswers, b: StoredOnboardingAnswers) {
  if (a.completed !== b.completed) return false;
  return ONBOARDING_QUESTION_IDS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
