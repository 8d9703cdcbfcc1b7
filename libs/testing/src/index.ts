export { runStories } from './lib/run-stories';
