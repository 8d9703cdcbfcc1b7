import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build, searchForWorkspaceRoot } from 'vite';
// The app's one list of which catalogues each part of it shows (data only, no code).
import { type LazyPart, catalogueFiles } from '../../apps/web/src/app/words.ts';
import { type Manifest, importClosure } from './manifest.ts';

/** The manifest the server reads to answer page paths (apps/api's web plugin). */
export type PagesManifest = {
  /** Each prerendered address (with its language's prefix) and its file under pages/. */
  pages: Record<string, string>;
  /** Every route pattern of the app (":name" for a parameter), answered with the app's shell. */
  routes: string[];
  /** The languages other than English, each served under its own prefix ("/es"). */
  prefixed: string[];
  /**
   * The page for any other address, by language ("en", "es"); `placeholder` stands where the
   * address is shown.
   */
  notFound: { files: Record<string, string>; placeholder: string };
  /** The shell (index.html, rendered in the browser) by language, its words in that language. */
  shells: Record<string, string>;
  /**
   * Career pages, rendered by the server from each career's data (apps/api's career-html.ts): the
   * page around them by language, with `slots` to fill, and the render entry (under the
   * build's directory, never served as a file).
   */
  career: {
    path: string;
    files: Record<string, string>;
    renderer: string;
    slots: typeof CAREER_SLOTS;
  };
  /** Route patterns only a signed-in person sees, up to their first parameter. */
  private: string[];
};

/** What the server fills in a career page's template, each marked once. */
const CAREER_SLOTS = {
  title: '__PATHWISE_TITLE__',
  description: '__PATHWISE_DESCRIPTION__',
  head: '<!--pathwise:head-->',
  root: '<!--pathwise:root-->',
  seed: '<!--pathwise:seed-->',
} as const;

type Route = { path: string; screen: string; layout: string; access?: string };

/** Where the render entry is built, inside the build's directory (the server never serves it). */
const RENDERER_DIR = 'server';

type RenderEntry = {
  renderPage(
    path: string,
    locale: string,
  ): Promise<{
    html: string;
    title: string;
    status: number;
    description: string;
    noscript: string;
  }>;
  prerenderedRoutes(): readonly Route[];
  ROUTE_TABLE: readonly Route[];
  LOCALES: readonly string[];
  LOCALE_DIRECTION: Readonly<Record<string, 'ltr' | 'rtl'>>;
  localePrefix(locale: string): string;
  pathInLocale(path: string, locale: string): string;
};

/**
 * The chunks hydrating a route needs, by the source module each starts from (as the router in
 * apps/web/src/app/routes.tsx loads them, named from the workspace's root): the screen's library,
 * the playground's layout for /v2 routes, the session boundary for screens that use the store,
 * and the catalogues of the words they show (the app's one list of them, words.ts).
 */
const routeModules = (route: Route | null, locale: string) => {
  const screens = route
    ? [route.screen, ...(route.layout === 'playground' ? ['career-layout'] : [])]
    : ['not-found'];
  const session = route !== null && (route.access ?? 'session') !== 'plain';
  const parts = [...screens, ...(session ? ['session-boundary'] : [])] as LazyPart[];
  return [
    ...screens.map((screen) => `libs/screens/${screen}/src/index.ts`),
    ...(session ? ['apps/web/src/app/session-boundary.tsx'] : []),
    ...catalogueFiles(['layout', ...parts], locale),
  ];
};

/** The build manifest with every key and import named from the workspace's root. */
function fromWorkspace(manifest: Manifest, root: string): Manifest {
  const workspace = searchForWorkspaceRoot(root);
  const name = (key: string) => relative(workspace, resolve(root, key));
  return Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => [
      name(key),
      { ...chunk, imports: chunk.imports?.map(name) },
    ]),
  );
}

/**
 * The page's scripts, started once the page has loaded and been painted: the page is complete
 * without them (links work as plain links, and a button or choice pressed meanwhile is pressed
 * again once the app is there), so they never hold up its text, styles, first paint or load
 * event. Everything the first render needs is preloaded as it starts, so the app hydrates after
 * one round trip.
 */
function loadAfterPage(
  template: string,
  manifest: Manifest,
  route: Route | null,
  locale: string,
): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry.');
  const entry = `/${manifest[entryKey]!.file}`;
  const keys = importClosure(manifest, entryKey);
  for (const module of routeModules(route, locale)) {
    if (!manifest[module]) throw new Error(`No chunk for ${module} in the build manifest.`);
    importClosure(manifest, module, keys);
  }
  const files = new Set(
    [...keys].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
  );
  files.delete(entry);
  // Plain ES5, as it runs before any bundle. Buttons, radios and checkboxes (or their labels)
  // pressed before the app is there are held, so nothing changes underneath it, and pressed again
  // once it has hydrated (main.tsx). Each control is held once, at its last press (five taps on a
  // toggle open it once, not five times), and looks busy until it is pressed again.
  const loader = `(function () {
  var held = (window.__pathwiseEarlyClicks = []);
  var keys = [];
  function mark(element, waiting) {
    if (waiting) {
      element.setAttribute("data-pending", "");
      element.setAttribute("aria-busy", "true");
    } else {
      element.removeAttribute("data-pending");
      element.removeAttribute("aria-busy");
    }
  }
  // Set by main.tsx just before it presses again what is held: nothing is waiting from then on.
  var hydrated = false;
  Object.defineProperty(window, "__pathwiseHydrated", {
    configurable: true,
    get: function () { return hydrated; },
    set: function (value) {
      hydrated = value;
      if (value) for (var i = 0; i < held.length; i++) mark(held[i], false);
    }
  });
  document.addEventListener("click", function (event) {
    if (hydrated || !event.target.closest) return;
    // A language chosen before the app is there is kept as the app keeps it (libs/i18n's choice.ts).
    var language = event.target.closest("a[hreflang]");
    if (language) {
      var code = language.getAttribute("hreflang");
      document.cookie = "pathwise-lang=" + code + "; Path=/; Max-Age=31536000; SameSite=Lax";
      try { localStorage.setItem("pathwise:language", code); } catch (e) {}
      return;
    }
    var pressed = event.target.closest("button,label,input");
    var control = pressed && pressed.tagName === "LABEL" ? pressed.control : pressed;
    if (!control) return;
    if (control.tagName === "BUTTON" || control.type === "radio" || control.type === "checkbox") {
      event.preventDefault();
      event.stopPropagation();
      // A radio group is one choice: its last press is the one kept.
      var key = control.type === "radio" && control.name ? "radio:" + control.name : control;
      var before = keys.indexOf(key);
      if (before >= 0) {
        mark(held[before], false);
        held.splice(before, 1);
        keys.splice(before, 1);
      }
      held.push(pressed);
      keys.push(key);
      mark(pressed, true);
    }
  }, true);
  function start() {
    var script = document.createElement("script");
    script.type = "module";
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
    // The rest is preloaded one file per task: adding a preload costs a slow phone some 25 ms, so
    // adding several at once is one long task, during which a tap waits.
    var files = ${JSON.stringify([...files])};
    (function preloadSome() {
      files.splice(0, 1).forEach(function (href) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.appendChild(link);
      });
      if (files.length) setTimeout(preloadSome, 0);
    })();
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint);
})();`;
  const withoutScripts = template
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (withoutScripts.includes('type="module"')) throw new Error('index.html has another script.');
  return withoutScripts.replace('</body>', `<script>${loader}</script></body>`);
}

const NOT_FOUND_PLACEHOLDER = '/pathwise-not-found-placeholder';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** pages/<path>.html: "/" is home.html, "/v2/pg-home" v2/pg-home.html, "/es" es/home.html. */
const fileOf = (path: string, prefix: string) =>
  `${prefix.slice(1)}${prefix ? '/' : ''}${path === '/' ? 'home' : path.slice(1)}.html`;

/**
 * After the client build: builds `entry` for Node, renders the routes it names to HTML inside the
 * built index.html (so they carry the same scripts and styles), and writes them with a manifest to
 * pages/. The browser hydrates them; the server sends them for their addresses.
 */
export function prerender(entry: string): Plugin {
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
        build: { ssr: entry, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      const entryName = entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
      try {
        const entryFile = join(serverDir, entryName);
        const app = (await import(pathToFileURL(entryFile).href)) as RenderEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = fromWorkspace(
          JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest,
          config.root,
        );
        // The language is on <html> before any script runs; each page names its other languages.
        type Rendered = Awaited<ReturnType<RenderEntry['renderPage']>>;
        const inLanguage = (html: string, rendered: Rendered, locale: string) =>
          html
            .replace(
              /<html lang="[^"]*"/,
              `<html lang="${locale}" dir="${app.LOCALE_DIRECTION[locale] ?? 'ltr'}"`,
            )
            .replace(
              /(<meta\s+name="description"\s+content=")[^"]*(")/,
              `$1${escapeHtml(rendered.description)}$2`,
            )
            .replace(
              /<noscript>[^<]*<\/noscript>/,
              `<noscript>${escapeHtml(rendered.noscript)}</noscript>`,
            );
        const page = (rendered: Rendered, route: Route | null, locale: string) =>
          inLanguage(loadAfterPage(template, manifest, route, locale), rendered, locale)
            .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
            .replace('</head>', `${route ? alternates(route.path) : ''}</head>`);
        const alternates = (path: string) =>
          [
            ...app.LOCALES.map(
              (other) =>
                `<link rel="alternate" hreflang="${other}" href="${app.pathInLocale(path, other)}">`,
            ),
            `<link rel="alternate" hreflang="x-default" href="${path}">`,
          ].join('');
        const write = (file: string, html: string) => {
          mkdirSync(dirname(join(outDir, 'pages', file)), { recursive: true });
          writeFileSync(join(outDir, 'pages', file), html);
        };

        const pages: PagesManifest = {
          pages: {},
          routes: app.ROUTE_TABLE.map((route) => route.path),
          prefixed: app.LOCALES.map(app.localePrefix).filter(Boolean),
          notFound: { files: {}, placeholder: NOT_FOUND_PLACEHOLDER },
          shells: {},
          career: {
            path: '',
            files: {},
            renderer: `${RENDERER_DIR}/${entryName}`,
            slots: CAREER_SLOTS,
          },
          private: app.ROUTE_TABLE.filter((route) => route.access === 'guarded').map((route) =>
            route.path.replace(/:.*$/, ''),
          ),
        };
        const careerRoute = app.ROUTE_TABLE.find((route) => route.screen === 'career-details');
        if (!careerRoute) throw new Error('The route table has no career page.');
        pages.career.path = careerRoute.path;
        for (const locale of app.LOCALES) {
          const prefix = app.localePrefix(locale);
          for (const route of app.prerenderedRoutes()) {
            const { path } = route;
            const rendered = await app.renderPage(path, locale);
            if (rendered.status !== 200)
              throw new Error(`${path} (${locale}) rendered ${rendered.status}.`);
            write(fileOf(path, prefix), page(rendered, route, locale));
            pages.pages[app.pathInLocale(path, locale)] = fileOf(path, prefix);
          }
          const missing = await app.renderPage(NOT_FOUND_PLACEHOLDER, locale);
          if (!missing.html.includes(NOT_FOUND_PLACEHOLDER))
            throw new Error('The not-found page does not show the address it was asked for.');
          const file = fileOf('/not-found', prefix);
          write(file, page(missing, null, locale));
          pages.notFound.files[locale] = file;
          const shell = fileOf('/shell', prefix);
          write(shell, inLanguage(template, missing, locale));
          pages.shells[locale] = shell;
          // A career's page: the career route's scripts and words, the rest left to fill.
          const career = fileOf('/career', prefix);
          const slots = {
            ...missing,
            title: CAREER_SLOTS.title,
            description: CAREER_SLOTS.description,
          };
          write(
            career,
            inLanguage(loadAfterPage(template, manifest, careerRoute, locale), slots, locale)
              .replace('<div id="root"></div>', `<div id="root">${CAREER_SLOTS.root}</div>`)
              .replace(/<title>[^<]*<\/title>/, `<title>${CAREER_SLOTS.title}</title>`)
              .replace('</head>', `${CAREER_SLOTS.head}</head>`)
              .replace('</body>', `${CAREER_SLOTS.seed}</body>`),
          );
          pages.career.files[locale] = career;
        }
        write('pages.json', JSON.stringify(pages, null, 2));
      } catch (error) {
        rmSync(serverDir, { recursive: true, force: true });
        throw error;
      }
    },
  };
}
