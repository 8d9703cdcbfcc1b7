export { OnboardingScreen } from './lib/onboarding-screen';
