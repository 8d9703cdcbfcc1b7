export { ONBOARDING_STORAGE_KEY, type StoredOnboardingAnswers } from './browser-answers';
export { useOnboarding, type OnboardingState } from './use-onboarding';
export { useOnboardingSync } from './use-onboarding-sync';
export {
  type Choice,
  EDUCATION_CHOICES,
  LIFE_STAGE_CHOICES,
  educationChoices,
  educationLabel,
  lifeStageLabel,
  subjectLabel,
} from './answer-options';
export {
  ONBOARDING_QUESTIONS,
  ONBOARDING_SECTIONS,
  type OnboardingQuestion,
  type OnboardingSection,
  questionChoices,
} from './questions';
export { countAnsweredQuestions, isAnswered } from './answered';
export { COUNTRY_CODES, type CountryOption, countryName, countryOptions } from './countries';
