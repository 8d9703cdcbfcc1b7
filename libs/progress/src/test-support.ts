import { noteMadeHere } from './lib/storage';

/** Stores raw text under a key as the app's own writes do: noted as made in this browser session. */
export function storeMadeHere(key: string, raw: string): void {
  localStorage.setItem(key, raw);
  noteMadeHere(key);
}

/**
 * The tab closes (the page hears it go, so the tab stops counting as open) and the next one starts
 * a browser session of its own: what was made before is an earlier visit's.
 */
export function endBrowserSession(): void {
  dispatchEvent(new Event('pagehide'));
  sessionStorage.clear();
}
