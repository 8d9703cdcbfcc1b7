export { PlaygroundSync } from './playground-sync';
