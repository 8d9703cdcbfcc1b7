// Plain data for any test runner (Vitest or Playwright): nothing here imports a runner.
export { routeHeadings, guardedRoutes } from './lib/route-headings';
