// Plain data for any test runner (Vitest or Playwright): nothing here imports a runner.
export { routeHeadings, guardedRoutes, prerenderedHeadings } from './lib/route-headings';
