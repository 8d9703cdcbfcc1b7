/// <reference lib="webworker" />
/**
 * Pathwise's service worker. It keeps the app's own files (scripts, styles, message catalogues,
 * icons) and each language's shell, so that a second visit loads no script from the network and
 * the test and the card sort open without one. It keeps the open pages (the same for everyone) as
 * they are visited, and shows them at once on a later visit. It keeps nothing personal: of the
 * API, only the activity cards' deck (the same for everyone) is kept, and nothing else of the API
 * passes through it.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { LANGUAGE_COOKIE } from '@pathwise/i18n/language-cookie';
import { type Locale, isLocale } from '@pathwise/i18n/locales';
import { BUILD, INTEREST_DECK_PATH, KEPT_PAGES, LOCALES, OFFLINE_SHELLS } from './sw-config';
import { keptPageFits, keptPageKey, mayKeep } from './kept-pages';
import { offlineShellFor } from './offline-page';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const noop = () => undefined;

// Each open page is kept as it is visited (kept-pages.ts), by this build: shown at once from what is
// kept and brought up to date behind it, so a second visit waits for no network. Any other page is
// asked of the network first, as without a worker; only when there is no network does the kept
// page, or else the shell, stand in. The page is asked for while the worker starts (navigation
// preload), so having a worker costs a page no time.
const PAGES_CACHE_PREFIX = 'pathwise-pages-';
const PAGES_CACHE = PAGES_CACHE_PREFIX + BUILD;

/** The language the reader chose, null for none, or undefined where a worker can't read cookies. */
async function languageChoice(): Promise<Locale | null | undefined> {
  const store = (self as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  if (!store) return undefined;
  try {
    const value = (await store.get(LANGUAGE_COOKIE))?.value;
    return isLocale(value) ? value : null;
  } catch {
    return undefined;
  }
}

async function keep(key: string, response: Response) {
  if (mayKeep(response)) await (await caches.open(PAGES_CACHE)).put(key, response);
}

const keptPage = (key: string | null) =>
  key ? caches.match(key, { cacheName: PAGES_CACHE, ignoreVary: true }) : undefined;

registerRoute(
  new NavigationRoute(async ({ event, request, url }) => {
    const fetchEvent = event as FetchEvent;
    const key = keptPageKey(url, KEPT_PAGES);
    const fresh = (async () => {
      const preloaded = (await fetchEvent.preloadResponse) as Response | undefined;
      const response = preloaded ?? (await fetch(request));
      if (key) fetchEvent.waitUntil(keep(key, response.clone()).catch(noop));
      return response;
    })();
    // Settled below or behind the kept page; never left as an unhandled failure meanwhile.
    fresh.catch(noop);
    const fits =
      key !== null && keptPageFits(url.pathname, await languageChoice(), navigator.languages);
    const kept = fits ? await keptPage(key) : undefined;
    if (kept) {
      fetchEvent.waitUntil(fresh.then(noop, noop));
      return kept;
    }
    try {
      return await fresh;
    } catch (error) {
      const standIn =
        (await keptPage(key)) ??
        (await matchPrecache(offlineShellFor(url.pathname, OFFLINE_SHELLS)));
      if (standIn) return standIn;
      throw error;
    }
  }),
);

/**
 * The open pages of the first visit, kept as the worker starts looking after them: they came from
 * the network before there was a worker to keep them.
 */
async function keepPagesOpenNow() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const keys = new Set(windows.map((client) => keptPageKey(new URL(client.url), KEPT_PAGES)));
  await Promise.all(
    [...keys].map(async (key) => {
      if (key === null) return;
      const response = await fetch(key, { credentials: 'same-origin' }).catch(() => null);
      if (response) await keep(key, response);
    }),
  );
}

/** Pages an earlier build kept link to its scripts, which this build no longer keeps. */
async function letGoOfEarlierPages() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE)
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      self.registration.navigationPreload?.enable(),
      letGoOfEarlierPages(),
      keepPagesOpenNow().catch(noop),
    ]),
  );
});

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
