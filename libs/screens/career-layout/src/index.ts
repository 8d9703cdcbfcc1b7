export { PlaygroundLayout } from './lib/playground-layout';
export { loadMessages } from './messages';
