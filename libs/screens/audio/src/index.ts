export { AudioScreen } from './lib/audio-screen';
export { loadMessages } from './messages';
