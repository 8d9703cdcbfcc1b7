import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './lingui.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The Vite/Vitest config every library shares: unit tests in jsdom with Testing Library's matchers.
 * Libraries are consumed as source by the app, so they have no build of their own. Pure libraries
 * that run on the server too may ask for the node environment.
 */
export function libraryConfig(root: string, options: { environment?: 'jsdom' | 'node' } = {}) {
  const name = relative(workspaceRoot, root);
  return defineConfig({
    root,
    cacheDir: join(workspaceRoot, 'node_modules/.vite', name.replaceAll('/', '-')),
    plugins: [...linguiPlugins(), react()],
    test: {
      name,
      environment: options.environment ?? 'jsdom',
      globals: true,
      testTimeout: 15_000,
      include: ['src/**/*.test.{ts,tsx}'],
      // The DOM setup (Testing Library, matchMedia, story providers) is for jsdom tests only.
      setupFiles:
        options.environment === 'node'
          ? []
          : [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
    },
  });
}
