export { PlaygroundResultScreen } from './lib/playground-result-screen';
export { loadMessages } from './messages';
