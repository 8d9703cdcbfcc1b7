import { browserStorage } from './local-store';

/** A lock older than this belongs to a tab that closed mid-upload. */
const LOCK_TTL_MS = 60_000;
const TAB_ID = `tab-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

type Lock = { owner: string; at: number };
type WebLocks = {
  request: <T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ) => Promise<T>;
};

function readLock(storage: Storage, key: string): Lock | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Lock> | null;
    return typeof value?.owner === 'string' && typeof value.at === 'number'
      ? { owner: value.owner, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * The fallback where the browser has no Web Locks: the first tab to write the lock goes ahead. A
 * tab that closed mid-upload leaves a lock that expires. Without local storage there is only this
 * tab's memory, so no other tab can race it.
 */
export function acquireStoredLock(key: string, owner = TAB_ID, now = Date.now()): boolean {
  const storage = browserStorage();
  if (!storage) return true;
  const held = readLock(storage, key);
  if (held && held.owner !== owner && now - held.at < LOCK_TTL_MS) return false;
  try {
    storage.setItem(key, JSON.stringify({ owner, at: now }));
  } catch {
    return true;
  }
  return readLock(storage, key)?.owner === owner;
}

export function releaseStoredLock(key: string, owner = TAB_ID): void {
  const storage = browserStorage();
  if (!storage || readLock(storage, key)?.owner !== owner) return;
  try {
    storage.removeItem(key);
  } catch {
    // It expires by itself.
  }
}

function abandoned(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () => reject(new DOMException('The upload was abandoned.', 'AbortError'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/** Locks this tab holds under the fallback, which another part of the same tab must also wait for. */
const heldHere = new Set<string>();

const webLocks = (): WebLocks | null =>
  (globalThis.navigator as { locks?: WebLocks } | undefined)?.locks ?? null;

/**
 * Runs `upload` while no other tab of this browser runs one under the same name, so progress kept
 * in the browser goes to the account once however many tabs see the sign-in. With `wait`, it waits
 * its turn; otherwise it gives up at once ('busy') when another tab holds the lock. Whoever runs
 * should read the browser's copy again first: the tab before may have moved it already.
 */
export async function withUploadLock<T>(
  name: string,
  upload: () => Promise<T>,
  { wait = false, signal }: { wait?: boolean; signal?: AbortSignal } = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  // Whoever asked has gone (the page closed its part): the lock is let go even if the upload hangs.
  const run = () => (signal ? Promise.race([upload(), abandoned(signal)]) : upload());
  const locks = webLocks();
  if (locks) {
    return locks.request(name, { ifAvailable: !wait }, async (lock) =>
      lock === null || signal?.aborted
        ? { ran: false as const }
        : { ran: true as const, value: await run() },
    );
  }
  const key = `pathwise:lock:${name}`;
  for (;;) {
    if (signal?.aborted) return { ran: false };
    if (!heldHere.has(key) && acquireStoredLock(key)) break;
    if (!wait) return { ran: false };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  heldHere.add(key);
  try {
    return { ran: true, value: await run() };
  } finally {
    heldHere.delete(key);
    releaseStoredLock(key);
  }
}
