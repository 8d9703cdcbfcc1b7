import type { OfflineShells } from './offline-page';

/** Filled in by the build (tools/vite/service-worker.ts), from the route table and the contract. */
declare const __PATHWISE_SW__: { shells: OfflineShells; deckPath: string; locales: string[] };

export const OFFLINE_SHELLS = __PATHWISE_SW__.shells;
/** The activity cards' deck in the API. */
export const INTEREST_DECK_PATH = __PATHWISE_SW__.deckPath;
/** The languages Pathwise offers, as the app names them in Accept-Language. */
export const LOCALES = __PATHWISE_SW__.locales;
