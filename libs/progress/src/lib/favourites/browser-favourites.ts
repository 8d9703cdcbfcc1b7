import { browserStorage, readStored, writeStored } from '../storage';
import {
  FAVOURITES_KEY,
  type SavedCareer,
  storedFavouritesSchema,
  uniqueByCode,
} from './saved-careers';

export type BrowserFavourites = {
  items: readonly SavedCareer[];
  /** Something was stored but failed its check; the caller drops it and says so. */
  damaged: boolean;
};

const EMPTY: BrowserFavourites = { items: [], damaged: false };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: BrowserFavourites } | null = null;

function rawValue(): string | null {
  try {
    return browserStorage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * This browser's favourites, the same object for as long as the stored text is unchanged, so
 * React's useSyncExternalStore can compare snapshots cheaply.
 */
export function browserFavourites(): BrowserFavourites {
  const raw = rawValue();
  if (cached?.raw === raw) return cached.value;
  let value = EMPTY;
  if (raw !== null) {
    const read = readStored(FAVOURITES_KEY, storedFavouritesSchema);
    value = { items: uniqueByCode(read.value ?? []), damaged: read.damaged };
  }
  cached = { raw, value };
  return value;
}

const notify = () => listeners.forEach((listener) => listener());

const onStorage = (event: StorageEvent) => {
  if (event.key === FAVOURITES_KEY || event.key === null) notify();
};

/** Calls back when the list changes, here or in another tab. */
export function subscribeBrowserFavourites(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Replaces the stored list (an empty list removes it); false when this browser won't keep it. */
export function writeBrowserFavourites(items: readonly SavedCareer[]): boolean {
  const written = writeStored(FAVOURITES_KEY, items.length > 0 ? items : null);
  notify();
  return written;
}
