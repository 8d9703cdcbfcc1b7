import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Plugin, type ResolvedConfig, type Rolldown, build } from 'vite';
import { getManifest } from 'workbox-build';
import { API_PREFIX } from '../../libs/contract/src/lib/api-operations.ts';
import { getInterestDeck } from '../../libs/contract/src/lib/operation-list.ts';
import { pagesManifestSchema } from '../../libs/contract/src/pages.ts';
import { LOCALES } from '../../libs/i18n/src/lib/locales.ts';
import type { KeptPages } from '../../apps/web/src/service-worker/kept-pages.ts';
import type { OfflineShells } from '../../apps/web/src/service-worker/offline-page.ts';

/** The worker's address: at the root, so that it may answer every page. */
const SW_FILE = 'sw.js';

/**
 * After the pages are written (prerender.ts): builds the service worker (`entry`) with the list of
 * files it keeps, each with its revision, so a new build replaces exactly what changed. It keeps
 * the app's files and each language's shell, which the server sends for a signed-in page's address,
 * and is told which open pages it may keep as they are visited (kept-pages.ts).
 */
export function serviceWorker(options: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pathwise-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // After every other plugin's closeBundle: the pages must be written first.
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const pages = pagesManifestSchema.parse(
          JSON.parse(readFileSync(join(outDir, 'pages', 'pages.json'), 'utf8')),
        );
        // A signed-in page with no parameter in its address: the server answers it with the shell.
        const shellPath = (pages.private ?? []).find((path) => !path.endsWith('/'));
        if (!shellPath || !pages.shells) throw new Error('No address answers with the shell.');
        const shells: OfflineShells = {
          prefixed: Object.fromEntries(
            pages.prefixed.map((prefix) => [prefix, prefix + shellPath]),
          ),
          fallback: shellPath,
        };
        const md5 = (file: string) =>
          createHash('md5')
            .update(readFileSync(join(outDir, 'pages', file)))
            .digest('hex');
        // Each language's shell, under its language's form of that address (as the worker asks).
        const shellEntries = Object.entries(pages.shells).map(([locale, file]) => ({
          url: shells.prefixed[`/${locale}`] ?? shells.fallback,
          revision: md5(file),
        }));
        const { manifestEntries, warnings } = await getManifest({
          globDirectory: outDir,
          globPatterns: ['assets/**/*', '*.{svg,png,webmanifest}', 'icons/*.png'],
          globIgnores: ['**/*.br', '**/*.gz', 'server/**', 'pages/**'],
          // Hashed names change with their content: the name is the revision.
          dontCacheBustURLsMatching: /^assets\//,
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        });
        if (warnings.length) throw new Error(warnings.join('\n'));
        const entries = [...manifestEntries, ...shellEntries].map(({ url, revision }) => ({
          url: url.startsWith('/') ? url : `/${url}`,
          revision,
        }));
        const keptPages: KeptPages = {
          open: Object.keys(pages.pages),
          queries: pages.queries ?? {},
          careerPath: pages.career?.path ?? null,
        };
        const output = (await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          define: {
            'process.env.NODE_ENV': JSON.stringify('production'),
            __PATHWISE_SW__: JSON.stringify({
              shells,
              deckPath: API_PREFIX + getInterestDeck.path,
              locales: LOCALES,
              pages: keptPages,
              // What this build keeps, named: pages kept by an earlier build are let go with it.
              build: createHash('md5').update(JSON.stringify(entries)).digest('hex').slice(0, 12),
            }),
          },
          build: {
            write: false,
            minify: true,
            copyPublicDir: false,
            target: 'es2022',
            rolldownOptions: {
              input: resolve(config.root, options.entry),
              output: { format: 'iife' },
            },
          },
        })) as Rolldown.RolldownOutput;
        const [chunk] = output.output;
        if (!chunk.code.includes('self.__WB_MANIFEST'))
          throw new Error('The service worker does not read self.__WB_MANIFEST.');
        const code = chunk.code.replace('self.__WB_MANIFEST', () => JSON.stringify(entries));
        writeFileSync(join(outDir, SW_FILE), code);
        // Compressed copies, as the build makes of every other text file.
        writeFileSync(join(outDir, `${SW_FILE}.br`), brotliCompressSync(code));
        writeFileSync(join(outDir, `${SW_FILE}.gz`), gzipSync(code, { level: 9 }));
      },
    },
  };
}
