export { PlaygroundHomeScreen } from './lib/playground-home-screen';
