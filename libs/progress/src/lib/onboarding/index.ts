export { ONBOARDING_STORAGE_KEY, type StoredOnboardingAnswers } from './browser-answers';
export { useOnboarding, type OnboardingState } from './use-onboarding';
export { useOnboardingSync } from './use-onboarding-sync';
