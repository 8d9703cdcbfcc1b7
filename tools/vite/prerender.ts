import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build } from 'vite';
// The app's one list of which catalogues each part of it shows (data only, no code).
import { catalogueFiles } from '../../apps/web/src/app/words.ts';
import {
  type PagesManifest,
  escapeHtml,
  pagesManifestSchema,
} from '../../libs/contract/src/pages.ts';
import type * as RenderEntry from '../../apps/web/src/prerender.tsx';
import { earlyClicksScript } from './early-clicks-script.ts';
import { type Manifest, appFiles, fromWorkspace } from './manifest.ts';
import {
  CAREER_SLOTS,
  type PageWords,
  careerTemplate,
  filled,
  inLanguage,
  withPageScript,
} from './page-html.ts';

type Route = ReturnType<typeof RenderEntry.prerenderedRoutes>[number];
type Locale = (typeof RenderEntry.LOCALES)[number];
type Rendered = Awaited<ReturnType<typeof RenderEntry.renderPage>>;

/** Where the render entry is built, inside the build's directory (the server never serves it). */
const RENDERER_DIR = 'server';

const NOT_FOUND_PLACEHOLDER = '/pathwise-not-found-placeholder';

/** pages/<path>.html: "/" is home.html, "/v2/pg-home" v2/pg-home.html, "/es" es/home.html. */
const fileOf = (path: string, prefix: string) =>
  `${prefix.slice(1)}${prefix ? '/' : ''}${path === '/' ? 'home' : path.slice(1)}.html`;

/**
 * After the client build: builds `render` (apps/web/src/prerender.tsx) for Node, renders the routes
 * it names to HTML inside the built index.html (so they carry the same styles), each started by
 * `pageScript` (apps/web/src/early-clicks.ts) compiled to one inline script, and writes them with
 * their manifest to pages/. The browser hydrates them; the server sends them for their addresses.
 */
export function prerender(options: { render: string; pageScript: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pathwise-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Kept after the build: the API renders career pages with it.
      const serverDir = join(outDir, RENDERER_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: options.render, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      const entryName = options.render.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
      try {
        // The render entry, as built for Node.
        const app = (await import(
          pathToFileURL(join(serverDir, entryName)).href
        )) as typeof RenderEntry;
        const script = await earlyClicksScript(
          resolve(config.root, options.pageScript),
          config.root,
        );
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = fromWorkspace(
          JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest,
          config.root,
        );
        /**
         * index.html in a language, with its script: the app's entry and the chunks hydrating
         * `route` needs (null: the not-found page), with the catalogues of the words they show.
         */
        const started = (route: Route | null, locale: Locale, words: PageWords) => {
          const parts = app.routeParts(route);
          const modules = [
            ...parts.map(app.partModule),
            ...catalogueFiles(['layout', ...parts], locale),
          ];
          const html = withPageScript(template, script(appFiles(manifest, modules)));
          return inLanguage(html, words, locale, app.LOCALE_DIRECTION[locale]);
        };
        // Each page names itself in every language.
        const alternates = (path: string) =>
          [
            ...app.LOCALES.map(
              (other) =>
                `<link rel="alternate" hreflang="${other}" href="${app.pathInLocale(path, other)}">`,
            ),
            `<link rel="alternate" hreflang="x-default" href="${path}">`,
          ].join('');
        const page = (rendered: Rendered, route: Route | null, locale: Locale) =>
          filled(started(route, locale, rendered), {
            root: rendered.html,
            title: escapeHtml(rendered.title),
            head: route ? alternates(route.path) : '',
          });
        const write = (file: string, html: string) => {
          mkdirSync(dirname(join(outDir, 'pages', file)), { recursive: true });
          writeFileSync(join(outDir, 'pages', file), html);
          return file;
        };

        const careerRoute = app.ROUTE_TABLE.find((route) => route.screen === 'career-details');
        if (!careerRoute) throw new Error('The route table has no career page.');
        const pages: Record<string, string> = {};
        const notFound: Record<string, string> = {};
        const shells: Record<string, string> = {};
        const careers: Record<string, string> = {};
        for (const locale of app.LOCALES) {
          const prefix = app.localePrefix(locale);
          for (const route of app.prerenderedRoutes()) {
            const rendered = await app.renderPage(route.path, locale);
            if (rendered.status !== 200)
              throw new Error(`${route.path} (${locale}) rendered ${rendered.status}.`);
            pages[app.pathInLocale(route.path, locale)] = write(
              fileOf(route.path, prefix),
              page(rendered, route, locale),
            );
          }
          const missing = await app.renderPage(NOT_FOUND_PLACEHOLDER, locale);
          if (!missing.html.includes(NOT_FOUND_PLACEHOLDER))
            throw new Error('The not-found page does not show the address it was asked for.');
          notFound[locale] = write(fileOf('/not-found', prefix), page(missing, null, locale));
          shells[locale] = write(
            fileOf('/shell', prefix),
            inLanguage(template, missing, locale, app.LOCALE_DIRECTION[locale]),
          );
          // A career's page: the career route's scripts and words, the rest left to fill.
          const career = started(careerRoute, locale, {
            ...missing,
            description: CAREER_SLOTS.description,
          });
          careers[locale] = write(fileOf('/career', prefix), careerTemplate(career));
        }
        const written: PagesManifest = {
          pages,
          routes: app.ROUTE_TABLE.map((route) => route.path),
          prefixed: app.LOCALES.map(app.localePrefix).filter(Boolean),
          notFound: { files: notFound, placeholder: NOT_FOUND_PLACEHOLDER },
          shells,
          career: {
            path: careerRoute.path,
            files: careers,
            renderer: `${RENDERER_DIR}/${entryName}`,
            slots: CAREER_SLOTS,
          },
          private: app.ROUTE_TABLE.filter((route: Route) => route.access === 'guarded').map(
            (route) => route.path.replace(/:.*$/, ''),
          ),
          queries: Object.fromEntries(
            app.ROUTE_TABLE.flatMap((route) => {
              const read = app.queryOf(route.path);
              return read.length ? [[route.path, [...read]]] : [];
            }),
          ),
        };
        // Checked as the server will read it.
        write('pages.json', JSON.stringify(pagesManifestSchema.parse(written), null, 2));
      } catch (error) {
        rmSync(serverDir, { recursive: true, force: true });
        throw error;
      }
    },
  };
}
