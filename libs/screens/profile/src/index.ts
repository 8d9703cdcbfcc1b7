export { ProfileScreen } from './lib/profile-screen';
export { loadMessages } from './messages';
