export { OnboardingDataScreen } from './lib/onboarding-data-screen';
export { loadMessages } from './messages';
