import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/browser/chromium.ts';

const PORT = 4300;
/** Stands in for the PostHog host in the build under test (see tests/analytics.spec.ts). */
export const ANALYTICS_PORT = 4590;
const analyticsEnv = {
  VITE_POSTHOG_KEY: 'phc_pathwise_e2e_project',
  VITE_POSTHOG_HOST: `http://127.0.0.1:${ANALYTICS_PORT}`,
  // Headless Chromium looks like a bot to posthog-js, which would otherwise drop every event.
  VITE_POSTHOG_ALLOW_HEADLESS: 'true',
};

/**
 * End-to-end tests in Debian's Chromium against the real stack: the production build served by the
 * API (as `npm start` does) on the embedded database, with the Auth emulator the test command starts.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : undefined,
  retries: 0,
  // CI runs two browsers, the API, the Auth emulator and the build on two cores: a page that
  // signs someone in (loading Firebase and asking the emulator) can take longer than 5 s there.
  expect: { timeout: process.env['CI'] ? 10_000 : 5_000 },
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // A service worker answers requests itself, out of the tests' sight (page.route never sees
    // them); offline.spec.ts lets it run, as that is what it tests.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx nx run @pathwise/web:build --outputStyle=static && npx tsx apps/api/src/server.ts`,
    cwd: '..',
    env: {
      PORT: String(PORT),
      WEB_DIR: 'dist/apps/web',
      DATA_DIR: '.data/e2e',
      LOG_LEVEL: 'warn',
      ...analyticsEnv,
    },
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: !process.env['CI'],
    timeout: 240_000,
    stdout: 'ignore',
  },
});
