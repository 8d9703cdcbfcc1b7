export { PlaygroundHomeScreen } from './lib/playground-home-screen';
export { loadMessages } from './messages';
