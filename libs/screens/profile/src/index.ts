export { ProfileScreen } from './lib/profile-screen';
