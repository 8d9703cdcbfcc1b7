export { LoginScreen } from './lib/login-screen';
export { loadMessages } from './messages';
