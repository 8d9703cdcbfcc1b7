import { noteMadeHere } from '@pathwise/progress';
import { STORAGE_KEYS } from '@pathwise/progress/keys';

/** Clears what Pathwise keeps in this browser, so a story starts as a first visit. */
export function clearBrowser() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

/**
 * A story's `beforeEach` that starts from a clean browser holding `entries` (key → value, stored as
 * JSON unless already a string), and cleans up after the story. The progress counts as made in this
 * browser session, as the app's own saves do, unless `earlierSession` (someone else's, perhaps).
 */
export const seedBrowser =
  (entries: Readonly<Record<string, unknown>> = {}, { earlierSession = false } = {}) =>
  () => {
    clearBrowser();
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      if (!earlierSession) noteMadeHere(key);
    }
    return () => {
      clearBrowser();
      for (const key of Object.keys(entries)) localStorage.removeItem(key);
    };
  };

/** What the browser holds under `key`, parsed; null when nothing is there. */
export function readBrowser<T = unknown>(key: string): T | null {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as T);
}
