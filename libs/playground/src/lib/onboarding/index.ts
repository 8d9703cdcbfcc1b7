export { ONBOARDING_STORAGE_KEY, type StoredOnboardingAnswers } from './browser-answers';
export { useOnboarding, type OnboardingState } from './use-onboarding';
export { useOnboardingSync } from './use-onboarding-sync';
export {
  type Choice,
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  SUBJECTS,
  WORK_VALUE_CHOICES,
  lifeStageLabel,
} from './answer-options';
export { COUNTRY_CODES, type CountryOption, countryName, countryOptions } from './countries';
