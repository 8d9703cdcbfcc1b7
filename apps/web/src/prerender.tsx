/**
 * The server-side entry that renders pages to HTML: the open routes' first view at build time
 * (tools/vite/prerender.ts), and each career's page on the API's server once per catalogue import
 * (apps/api's career-html.ts). The browser hydrates what it wrote (main.tsx).
 */
import { msg } from '@lingui/core/macro';
import type { CareerDetails } from '@pathwise/contract';
import { type Locale, activateLocale, i18n, localePrefix, pathInLocale } from '@pathwise/i18n';
import { careerDetailsHref } from '@pathwise/routes';
import { type RouteHandle, documentTitle } from '@pathwise/shell';
import type { PageSeed } from '@pathwise/store/scope';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { loadCommonMessages } from './app/common-messages';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { PAGE_SEED_ID } from './app/page-seed';
import { careerHead, scriptJson } from './career-head';

export { ROUTE_TABLE, partModule, prerenderedRoutes, queryOf, routeParts } from '@pathwise/routes';
export { LOCALE_DIRECTION, LOCALES, localePrefix, pathInLocale } from '@pathwise/i18n';

export type RenderedPage = {
  html: string;
  title: string;
  status: number;
  /** index.html's words in the page's language: its description, and what shows without JavaScript. */
  description: string;
  noscript: string;
  /** Said to screen readers when something pressed waits for the app to start. */
  waiting: string;
};

const DESCRIPTION = msg`Pathwise: take a free, validated personality test, discover your interests and explore careers that fit you.`;
const NOSCRIPT = msg`Pathwise needs JavaScript to run. Please turn it on and reload the page.`;
const WAITING = msg`Still loading. What you pressed will happen in a moment.`;

/** Messages asked for while a page renders that no loaded catalogue has. */
const missing = new Set<string>();
i18n.on('missing', ({ id }) => missing.add(id));

/**
 * One address's first view in a language, with everything its screens load resolved (no loading
 * states). `path` is the spec's address; the language's prefix is added here.
 */
export async function renderPage(
  path: string,
  locale: Locale,
  seed: PageSeed = {},
): Promise<RenderedPage> {
  // Each page starts from the layout's words alone and takes the rest from what its parts load,
  // as in the browser: a word missing here would be missing there, so it stops the build.
  i18n.loadAndActivate({ locale, messages: {} });
  activateLocale(locale, await loadCommonMessages(locale));
  missing.clear();
  // A new handler per page: its lazy routes load again, with their words in this language.
  const handler = createStaticHandler(routes, { basename: localePrefix(locale) || undefined });
  const address = new URL(pathInLocale(path, locale), 'http://pathwise.invalid');
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${path} redirects; it can't be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers seed={seed}>
        {/* No hydration data: no route has a loader, and the page carries no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  // Joined before decoding: a character can be split between two chunks.
  const html = Buffer.concat(chunks).toString('utf8');
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const named = handles.findLast((handle) => handle?.title)?.title;
  const title = documentTitle(named && i18n._(named));
  if (missing.size)
    throw new Error(
      `${path} (${locale}) shows words its catalogues lack (see apps/web/src/app/words.ts): ${[...missing].join(', ')}`,
    );
  return {
    html,
    title,
    status: context.statusCode,
    description: i18n._(DESCRIPTION),
    noscript: i18n._(NOSCRIPT),
    waiting: i18n._(WAITING),
  };
}

export type RenderedCareerPage = RenderedPage & {
  /** Tags for the page's <head>: canonical address, languages, link preview, structured data. */
  head: string;
  /** The data the page was rendered from, as a script element for the end of <body>. */
  seed: string;
};

/**
 * One career's page as a visitor first sees it, in a language, from the career's data as the API
 * sends it (null when the release has no career with that code): the HTML, its head, and the data
 * the browser hydrates with.
 */
export async function renderCareerPage(
  code: string,
  career: CareerDetails | null,
  locale: Locale,
  origin: string,
): Promise<RenderedCareerPage> {
  const seed: PageSeed = { careers: { [code]: career } };
  const page = await renderPage(careerDetailsHref(code), locale, seed);
  const seedScript = `<script type="application/json" id="${PAGE_SEED_ID}">${scriptJson(seed)}</script>`;
  if (!career) return { ...page, head: '<meta name="robots" content="noindex">', seed: seedScript };
  const head = careerHead(career, locale, origin);
  return {
    ...page,
    title: head.title,
    description: head.description,
    head: head.tags,
    seed: seedScript,
  };
}
