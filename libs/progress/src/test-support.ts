import { noteMadeHere } from './lib/storage';

/** Stores raw text under a key as the app's own writes do: noted as made in this browser session. */
export function storeMadeHere(key: string, raw: string): void {
  localStorage.setItem(key, raw);
  noteMadeHere(key);
}
