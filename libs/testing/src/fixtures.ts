// Plain data for any test runner (Vitest or Playwright): nothing here imports a runner.
export { routeHeadings, guardedRoutes, prerenderedHeadings } from './lib/route-headings';
// Where the app keeps a person's progress in the browser, for tests that look at what is left.
export { STORAGE_KEYS } from '@pathwise/progress/keys';
// Where the record of who made that progress is kept, for tests that seed some as a visitor's own.
export { HELD_NAMES } from '@pathwise/progress/keys';
// What a screen reads from its address, for tests that hold the route table's list to it.
export { paramsRead } from './lib/params-read';
