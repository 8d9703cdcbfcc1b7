export { PersonalityTestScreen } from './lib/personality-test-screen';
