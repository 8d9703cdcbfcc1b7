export { OnboardingDataScreen } from './lib/onboarding-data-screen';
