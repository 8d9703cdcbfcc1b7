import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/browser/chromium.ts';
import { lazyCommonJsDeps } from './tools/vite/lazy-deps.ts';

/** Every story's play function, run as a test in Debian's Chromium with the a11y checks on. */
export default defineConfig({
  cacheDir: fileURLToPath(new URL('./node_modules/.vite/storybook-tests', import.meta.url)),
  optimizeDeps: { include: lazyCommonJsDeps },
  plugins: [
    storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
    tailwindcss(),
  ],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // Stories share the page's origin, and so local storage: a file that saves an interest result
    // while another runs would change what the other shows. One file at a time.
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      instances: [{ browser: 'chromium' }],
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
    },
  },
});
