export { HomeScreen } from './lib/home-screen';
export { loadMessages } from './messages';
