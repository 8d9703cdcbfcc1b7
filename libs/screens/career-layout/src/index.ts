export { PlaygroundLayout } from './lib/playground-layout';
