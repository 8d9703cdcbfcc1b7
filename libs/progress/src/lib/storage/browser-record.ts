import type { z } from 'zod/mini';
import { subscribeHeld } from '../../held-state';
import { type StoredRead, browserStorage, writeStored } from './local-store';
import { keepSessionOpen, shownHere } from './made-here';

/**
 * One kind of progress kept in this browser under its key, checked against its schema on every
 * read. Components subscribe to it with `useSyncExternalStore`.
 */
export type BrowserRecord<T> = {
  key: string;
  /** The same object while the stored text is unchanged, as `useSyncExternalStore` needs. */
  read: () => StoredRead<T>;
  /** Stores a value (null removes it); false when the browser refused it. */
  write: (value: T | null) => boolean;
  /** Removes the value; false when the browser refused. */
  forget: () => boolean;
  /** False while the last write, refused by the browser, lives only in this page's memory. */
  kept: () => boolean;
  /**
   * Calls back when the value changes, here or in another tab, or when whose it counts as does
   * (progress from an earlier visit reads as nothing until the person says it is theirs).
   */
  subscribe: (listener: () => void) => () => void;
};

export type BrowserRecordOptions<T> = {
  key: string;
  schema: z.ZodMiniType<T>;
  /**
   * Where the browser won't store a write (private modes, a full quota), keep it in memory for as
   * long as the page lives (the default), or go on showing what is stored.
   */
  inMemoryWhenRefused?: boolean;
};

const NOTHING: StoredRead<never> = { value: null, damaged: false };

/** Reads stored text against its schema: what isn't JSON or fails the check is damaged. */
export function parseStored<T>(raw: string | null, schema: z.ZodMiniType<T>): StoredRead<T> {
  if (raw === null) return NOTHING;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? { value: parsed.data, damaged: false } : { value: null, damaged: true };
  } catch {
    return { value: null, damaged: true };
  }
}

/** Keeps one kind of progress in local storage (see `BrowserRecord`). */
export function browserRecord<T>({
  key,
  schema,
  inMemoryWhenRefused = true,
}: BrowserRecordOptions<T>): BrowserRecord<T> {
  let inMemory: { raw: string | null } | null = null;
  let cache: { raw: string | null; snapshot: StoredRead<T> } | null = null;
  const listeners = new Set<() => void>();
  let stopHeld: (() => void) | null = null;

  const rawNow = (): string | null => {
    if (inMemory) return inMemory.raw;
    if (!shownHere(key)) return null;
    try {
      return browserStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const write = (value: T | null) => {
    const stored = writeStored(key, value);
    inMemory =
      stored || !inMemoryWhenRefused
        ? null
        : { raw: value === null ? null : JSON.stringify(value) };
    notify();
    return stored;
  };

  return {
    key,
    read: () => {
      const raw = rawNow();
      if (cache?.raw !== raw) cache = { raw, snapshot: parseStored(raw, schema) };
      return cache.snapshot;
    },
    write,
    forget: () => write(null),
    kept: () => inMemory === null,
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) stopHeld = subscribeHeld(notify, key);
      // A tab showing progress counts as open: one opened beside it is the same visit.
      keepSessionOpen();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopHeld?.();
          stopHeld = null;
        }
      };
    },
  };
}
