import type { Database } from '../db/database';
import { catalogueRelease } from '../db/schema';

/** How long a checked import time is trusted before the database is asked again. */
export const RECHECK_MS = 2000;

/**
 * A value built from the catalogue and kept in memory until the catalogue is imported again: the
 * import time is checked (one small query, at most every two seconds) and the value rebuilt only
 * when it changed. Null while the catalogue is empty.
 */
export function perRelease<T>(db: Database, build: () => Promise<T>) {
  let cached: { importedAt: number; value: Promise<T> } | null = null;
  let checked: { at: number; importedAt: number | null } | null = null;
  return async function current(): Promise<T | null> {
    if (!checked || Date.now() - checked.at > RECHECK_MS) {
      const [release] = await db
        .select({ importedAt: catalogueRelease.importedAt })
        .from(catalogueRelease);
      checked = { at: Date.now(), importedAt: release?.importedAt.getTime() ?? null };
    }
    const importedAt = checked.importedAt;
    if (importedAt === null) return null;
    if (cached?.importedAt !== importedAt) {
      const value = build();
      cached = { importedAt, value };
      // A failed build is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}

/**
 * A value read from the database, answered at once from memory for code that can't wait (serving a
 * page): the last value read, refreshed in the background when older than `maxAgeMs`. `ready`
 * resolves after the first read.
 */
export function polledValue<T>(read: () => Promise<T>, initial: T, maxAgeMs = 5000) {
  let value = initial;
  let readAt = 0;
  let reading: Promise<void> | null = null;
  const refresh = () => {
    reading ??= read()
      .then((next) => {
        value = next;
      })
      // A failed read keeps the last value; the next call tries again.
      .catch(() => undefined)
      .finally(() => {
        readAt = Date.now();
        reading = null;
      });
    return reading;
  };
  return {
    ready: refresh(),
    current: (): T => {
      if (Date.now() - readAt > maxAgeMs) void refresh();
      return value;
    },
  };
}
