import type { KeptPages } from './kept-pages';
import type { OfflineShells } from './offline-page';

/** Filled in by the build (tools/vite/service-worker.ts), from the route table and the contract. */
declare const __PATHWISE_SW__: {
  shells: OfflineShells;
  deckPath: string;
  locales: string[];
  pages: KeptPages;
  build: string;
};

// Read once: the build writes the whole object in wherever its name stands.
const config = __PATHWISE_SW__;

export const OFFLINE_SHELLS = config.shells;
/** The activity cards' deck in the API. */
export const INTEREST_DECK_PATH = config.deckPath;
/** The languages Pathwise offers, as the app names them in Accept-Language. */
export const LOCALES = config.locales;
/** The open pages kept as they are visited (kept-pages.ts). */
export const KEPT_PAGES = config.pages;
/** This build's own name for what it keeps: a page links to its own build's scripts. */
export const BUILD = config.build;
