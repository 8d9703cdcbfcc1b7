import type { z } from 'zod/mini';
import { browserStorage, writeStored } from '../storage';

export type KeptSnapshot<T> = {
  value: T | null;
  /** Something was stored but failed its check. */
  damaged: boolean;
};

/** A value kept in local storage that components can subscribe to (`useSyncExternalStore`). */
export type KeptValue<T> = {
  /** The same object while the stored text is unchanged, as `useSyncExternalStore` needs. */
  read: () => KeptSnapshot<T>;
  /** Stores a value (null removes it); false when the browser refused it and only this tab keeps it. */
  write: (value: T | null) => boolean;
  subscribe: (listener: () => void) => () => void;
};

const NOTHING: KeptSnapshot<never> = { value: null, damaged: false };

/**
 * Keeps a value in local storage, checked against its schema on every read, and tells subscribers
 * when it changes here or in another tab. Where the browser won't store it (private modes, a full
 * quota), the value lives on in memory for as long as the page does.
 */
export function keptValue<T>(key: string, schema: z.ZodMiniType<T>): KeptValue<T> {
  let inMemory: { raw: string | null } | null = null;
  let cache: { raw: string | null; snapshot: KeptSnapshot<T> } | null = null;
  const listeners = new Set<() => void>();

  const rawNow = (): string | null => {
    if (inMemory) return inMemory.raw;
    try {
      return browserStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const parse = (raw: string | null): KeptSnapshot<T> => {
    if (raw === null) return NOTHING;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success
        ? { value: parsed.data, damaged: false }
        : { value: null, damaged: true };
    } catch {
      return { value: null, damaged: true };
    }
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared all of local storage.
    if (event.key === key || event.key === null) notify();
  };

  return {
    read: () => {
      const raw = rawNow();
      if (cache?.raw !== raw) cache = { raw, snapshot: parse(raw) };
      return cache.snapshot;
    },
    write: (value) => {
      const kept = writeStored(key, value);
      inMemory = kept ? null : { raw: value === null ? null : JSON.stringify(value) };
      notify();
      return kept;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
