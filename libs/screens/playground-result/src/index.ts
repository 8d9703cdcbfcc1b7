export { PlaygroundResultScreen } from './lib/playground-result-screen';
