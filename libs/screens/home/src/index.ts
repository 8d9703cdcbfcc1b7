export { HomeScreen } from './lib/home-screen';
