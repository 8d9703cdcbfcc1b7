export { LoginScreen } from './lib/login-screen';
