export { runStories } from './lib/run-stories';
export { routeHeadings } from './lib/route-headings';
