import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// Relative on purpose: Vite's config loader would otherwise hand the TypeScript entry to Node as-is.
import { themeBootScript } from '../../libs/theme/src/boot-script.ts';
import { lazyCommonJsDeps } from '../../tools/vite/lazy-deps.ts';
import { linguiPlugins } from '../../tools/vite/lingui.ts';
import { prerender } from '../../tools/vite/prerender.ts';
import { serviceWorker } from '../../tools/vite/service-worker.ts';

const root = import.meta.dirname;
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The entry itself stays the entry chunk; what it imports before it runs goes to the shell chunk. */
const ENTRY_MODULES = [`${root}/index.html`, `${root}/src/main.tsx`];

/** Puts the saved theme on <html> before the first paint. */
function themeBoot(): Plugin {
  return {
    name: 'pathwise-theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: themeBootScript, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  cacheDir: `${workspaceRoot}/node_modules/.vite/apps-web`,
  plugins: [
    themeBoot(),
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    // The open routes' first view as HTML, rendered after the client build (src/prerender.tsx),
    // each started by one inline script (src/early-clicks.ts).
    prerender({ render: 'src/prerender.tsx', pageScript: 'src/early-clicks.ts' }),
    // After the pages: keeps the app's files in the browser for the next visit and for offline.
    serviceWorker({ entry: 'src/service-worker/sw.ts' }),
    // Brotli and gzip copies of every text file, made once at build time; the server sends whichever
    // the browser accepts (see apps/api/src/web), and a CDN can serve the same files.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/,
        threshold: 512,
        skipIfLargerOrEqual: true,
      }),
  ],
  optimizeDeps: { include: lazyCommonJsDeps },
  // In development the API runs on its own port; the app still calls it on its own origin.
  server: {
    host: '127.0.0.1',
    port: 4200,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1', port: 4300, strictPort: true },
  build: {
    outDir: `${workspaceRoot}/dist/apps/web`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser Pathwise supports has native modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // Everything the app needs before its first render (framework and app code) in one
                // chunk: split by module, it came as some 25 files of a few hundred bytes each, each
                // with its own request and headers, and compressed worse.
                { name: 'shell', tags: ['$initial'], test: (id) => !ENTRY_MODULES.includes(id) },
              ],
            },
          },
    },
  },
  test: {
    name: 'apps/web',
    environment: 'jsdom',
    globals: true,
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [`${workspaceRoot}/tools/vite/test-setup.ts`],
  },
}));
