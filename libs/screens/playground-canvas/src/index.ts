export { PlaygroundCanvasScreen } from './lib/playground-canvas-screen';
export { loadMessages } from './messages';
