export { PlaygroundCanvasScreen } from './lib/playground-canvas-screen';
