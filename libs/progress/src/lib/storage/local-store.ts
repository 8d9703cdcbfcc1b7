import { browserStorage } from './browser-storage';
import { noteMadeHere } from './made-here';

export { browserStorage };

export type StoredRead<T> = {
  value: T | null;
  /** True when something was stored but failed its check: the caller drops it and says so. */
  damaged: boolean;
};

/** Stores a value (or removes it, for null); false when this browser won't keep it. */
export function writeStored(key: string, value: unknown): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else {
      storage.setItem(key, JSON.stringify(value));
      noteMadeHere(key);
    }
    return true;
  } catch {
    return false;
  }
}
