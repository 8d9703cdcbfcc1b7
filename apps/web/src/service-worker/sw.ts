/// <reference lib="webworker" />
/**
 * Pathwise's service worker. It keeps the app's own files (scripts, styles, message catalogues,
 * icons) and each language's shell, so that a second visit loads no script from the network and
 * the test and the card sort open without one. Pages are asked of the network first, as without
 * it; only when there is no network does the shell stand in. It keeps nothing personal: of the
 * API, only the activity cards' deck (the same for everyone) is kept, and nothing else of the API
 * passes through it.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { INTEREST_DECK_PATH, LOCALES, OFFLINE_SHELLS } from './sw-config';
import { offlineShellFor } from './offline-page';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// Pages first, so the kept shell never answers an address the network can. The page is asked for
// while the worker starts (navigation preload), so having a worker costs a page no time.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});
registerRoute(
  new NavigationRoute(async ({ event, request, url }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch (error) {
      const shell = await matchPrecache(offlineShellFor(url.pathname, OFFLINE_SHELLS));
      if (shell) return shell;
      throw error;
    }
  }),
);

// The deck, kept in each language: shown from what is kept at once, and brought up to date behind
// it. The API's answer varies by Accept-Language, and a cache keeps one answer per address, so each
// language's is kept under an address of its own.
const PUBLIC_API_CACHE = 'pathwise-public-api';
const deckKey = (locale: string | null) =>
  `${self.location.origin}${INTEREST_DECK_PATH}?language=${encodeURIComponent(locale ?? '')}`;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname === INTEREST_DECK_PATH &&
    !url.search.slice(1),
  new StaleWhileRevalidate({
    cacheName: PUBLIC_API_CACHE,
    plugins: [
      {
        cacheKeyWillBeUsed: ({ request }) =>
          Promise.resolve(deckKey(request.headers.get('accept-language'))),
      },
    ],
  }),
);

// The card sort works offline from the first visit on, so the deck is kept as the worker installs,
// in each language, as the app asks for it. A deck that can't be had now is kept on first use.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PUBLIC_API_CACHE).then((cache) =>
      Promise.all(
        LOCALES.map(async (locale) => {
          const response = await fetch(INTEREST_DECK_PATH, {
            headers: { 'accept-language': locale },
            credentials: 'omit',
          }).catch(() => null);
          if (response?.ok) await cache.put(deckKey(locale), response);
        }),
      ),
    ),
  );
});

// The first visit's page is looked after as soon as the worker is ready, so a network lost on it
// still finds the app's files. A later version waits until every Pathwise tab has closed: a page
// never has the files it runs on replaced under it.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
