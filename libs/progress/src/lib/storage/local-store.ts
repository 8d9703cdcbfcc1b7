import type { z } from 'zod/mini';
import { noteMadeHere } from './made-here';

export type StoredRead<T> = {
  value: T | null;
  /** True when something was stored but failed its check: the caller drops it and says so. */
  damaged: boolean;
};

/** The browser's local storage, or null where merely touching it throws (some privacy modes). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a stored JSON value and checks it against its schema; damage is reported, never thrown. */
export function readStored<T>(key: string, schema: z.ZodMiniType<T>): StoredRead<T> {
  const storage = browserStorage();
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return { value: null, damaged: false };
  }
  if (raw === null) return { value: null, damaged: false };
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? { value: parsed.data, damaged: false } : { value: null, damaged: true };
  } catch {
    return { value: null, damaged: true };
  }
}

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
