/**
 * The server-side entry the build uses to render the open routes' first view to HTML
 * (vite/prerender.ts). It runs at build time only; the browser hydrates what it wrote (main.tsx).
 */
import { msg } from '@lingui/core/macro';
import { type Locale, activateLocale, i18n, localePrefix, pathInLocale } from '@pathwise/i18n';
import { type RouteHandle, documentTitle } from '@pathwise/shell';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { loadCommonMessages } from './app/common-messages';
import { Providers } from './app/providers';
import { routes } from './app/routes';

export { ROUTE_TABLE, prerenderedRoutes } from '@pathwise/routes';
export { LOCALE_DIRECTION, LOCALES, localePrefix, pathInLocale } from '@pathwise/i18n';

export type RenderedPage = {
  html: string;
  title: string;
  status: number;
  /** index.html's words in the page's language: its description, and what shows without JavaScript. */
  description: string;
  noscript: string;
};

const DESCRIPTION = msg`Pathwise: take a free, validated personality test, discover your interests and explore careers that fit you.`;
const NOSCRIPT = msg`Pathwise needs JavaScript to run. Please turn it on and reload the page.`;

/**
 * One address's first view in a language, with everything its screens load resolved (no loading
 * states). `path` is the spec's address; the language's prefix is added here.
 */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  activateLocale(locale, await loadCommonMessages(locale));
  // A new handler per page: its lazy routes load again, with their words in this language.
  const handler = createStaticHandler(routes, { basename: localePrefix(locale) || undefined });
  const address = new URL(pathInLocale(path, locale), 'http://pathwise.invalid');
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${path} redirects; it can't be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        {/* No hydration data: no route has a loader, and the page carries no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const named = handles.findLast((handle) => handle?.title)?.title;
  const title = documentTitle(named && i18n._(named));
  return {
    html,
    title,
    status: context.statusCode,
    description: i18n._(DESCRIPTION),
    noscript: i18n._(NOSCRIPT),
  };
}
