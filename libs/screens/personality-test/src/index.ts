export { PersonalityTestScreen } from './lib/personality-test-screen';
export { loadMessages } from './messages';
