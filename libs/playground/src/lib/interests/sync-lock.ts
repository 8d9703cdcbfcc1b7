import { browserStorage } from '../storage';

const LOCK_KEY = 'pathwise:interest-sync-lock';
/** A lock older than this belongs to a tab that closed mid-upload. */
const LOCK_TTL_MS = 60_000;

type Lock = { owner: string; at: number };

function readLock(storage: Storage): Lock | null {
  try {
    const value = JSON.parse(storage.getItem(LOCK_KEY) ?? 'null') as Partial<Lock> | null;
    return typeof value?.owner === 'string' && typeof value.at === 'number'
      ? { owner: value.owner, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * Best effort against two tabs uploading the same finished sort at once: the first to write the
 * lock goes ahead; the other sees the browser copy disappear once the upload is done. Where local
 * storage is unavailable there is only this tab's memory, so no other tab can race it.
 */
export function acquireSyncLock(owner: string, now = Date.now()): boolean {
  const storage = browserStorage();
  if (!storage) return true;
  const held = readLock(storage);
  if (held && held.owner !== owner && now - held.at < LOCK_TTL_MS) return false;
  try {
    storage.setItem(LOCK_KEY, JSON.stringify({ owner, at: now }));
  } catch {
    return true;
  }
  return readLock(storage)?.owner === owner;
}

export function releaseSyncLock(owner: string): void {
  const storage = browserStorage();
  if (!storage || readLock(storage)?.owner !== owner) return;
  try {
    storage.removeItem(LOCK_KEY);
  } catch {
    // It expires by itself.
  }
}
