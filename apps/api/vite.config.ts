import { defineConfig } from 'vitest/config';

const workspaceRoot = new URL('../..', import.meta.url).pathname;

/** API tests in Node against real databases (PGlite and a PostgreSQL server) and the Auth emulator. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${workspaceRoot}node_modules/.vite/apps-api`,
  test: {
    name: 'apps/api',
    environment: 'node',
    globals: true,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Test files share the two databases and the emulator; run them one after another.
    fileParallelism: false,
  },
});
