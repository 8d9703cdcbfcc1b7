export { AudioScreen } from './lib/audio-screen';
