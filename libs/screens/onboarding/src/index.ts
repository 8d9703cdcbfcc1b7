export { OnboardingScreen } from './lib/onboarding-screen';
export { loadMessages } from './messages';
