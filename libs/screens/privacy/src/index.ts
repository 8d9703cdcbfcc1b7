export { PrivacyScreen } from './lib/privacy-screen';
export { loadMessages } from './messages';
