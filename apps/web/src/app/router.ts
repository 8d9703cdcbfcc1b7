import { localeOfPath, localePrefix } from '@pathwise/i18n';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from './routes';

/** Spanish addresses are the spec's under /es: the router reads them without the prefix. */
const basename = () => localePrefix(localeOfPath(window.location.pathname)) || undefined;

/** The router for a page the client renders itself (the shell the server sends for most pages). */
export const clientRouter = () => createBrowserRouter(routes, { basename: basename() });

/**
 * The router for a page the build rendered to HTML: the screens of the address are loaded first, so
 * the first render matches the HTML instead of showing the loading screen over it.
 */
export async function hydratingRouter() {
  const matches = matchRoutes(routes, window.location, basename()) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { basename: basename() });
}
