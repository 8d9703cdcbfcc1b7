import { browserRecord } from '../storage';
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

// A list this browser won't store isn't shown as saved: the person is told it wasn't kept.
const record = browserRecord({
  key: FAVOURITES_KEY,
  schema: storedFavouritesSchema,
  inMemoryWhenRefused: false,
});
let cached: { read: ReturnType<typeof record.read>; value: BrowserFavourites } | null = null;

/**
 * This browser's favourites, the same object for as long as the stored text is unchanged, so
 * React's useSyncExternalStore can compare snapshots cheaply.
 */
export function browserFavourites(): BrowserFavourites {
  const read = record.read();
  if (cached?.read !== read) {
    cached = { read, value: { items: uniqueByCode(read.value ?? []), damaged: read.damaged } };
  }
  return cached.value;
}

/** Calls back when the list changes, here or in another tab. */
export const subscribeBrowserFavourites = record.subscribe;

/** Replaces the stored list (an empty list removes it); false when this browser won't keep it. */
export function writeBrowserFavourites(items: readonly SavedCareer[]): boolean {
  return record.write(items.length > 0 ? [...items] : null);
}
