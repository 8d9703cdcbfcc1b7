/**
 * The server-side entry the build uses to render the open routes' first view to HTML
 * (vite/prerender.ts). It runs at build time only; the browser hydrates what it wrote (main.tsx).
 */
import { type RouteHandle, documentTitle } from '@pathwise/shell';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { routes } from './app/routes';

export { ROUTE_TABLE, prerenderedRoutes } from '@pathwise/routes';

export type RenderedPage = { html: string; title: string; status: number };

/** One address's first view, with everything its screens load resolved (no loading states). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://pathwise.invalid')));
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
  const title = documentTitle(handles.findLast((handle) => handle?.title)?.title);
  return { html, title, status: context.statusCode };
}
