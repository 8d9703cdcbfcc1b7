import { STORAGE_KEYS, TAB_KEYS } from '@pathwise/browser-keys';

/**
 * Whose progress a browser holds: the one rule for what a person at it may be shown as their own.
 * Progress counts as theirs when it was last changed in this browser session (a tab, or another
 * tab open at the same time), by the account signed in, or on a device someone marked as their
 * own. Anything else is from an earlier visit, perhaps someone else's on a shared computer: it
 * waits until the person says it is theirs.
 *
 * The two functions below are self-contained on purpose: the pages' inline scripts run their text
 * before any bundle loads (see `heldScript`), so the first paint and the app agree.
 */

/** Where the rule reads. */
export const HELD_NAMES = {
  record: STORAGE_KEYS.madeHere,
  session: TAB_KEYS.browserSession,
  open: STORAGE_KEYS.openSessions,
  ownDevice: STORAGE_KEYS.ownDevice,
} as const;

export type HeldNames = typeof HELD_NAMES;

/**
 * How long a tab counts as open after its last sign of life. Background tabs may be woken only once
 * a minute, so it allows two of those; a closed tab takes itself off at once.
 */
export const OPEN_FOR_MS = 150_000;

/**
 * This browser session's id as it stands: this tab's own, or else the one of a Pathwise tab open
 * now (the newest), which a new tab joins; null for a tab that starts a session of its own.
 */
export function sessionNow(names: HeldNames, now: number, openFor: number): string | null {
  try {
    const own = sessionStorage.getItem(names.session);
    if (own) return own;
    const open = JSON.parse(localStorage.getItem(names.open) || '{}') as Record<string, unknown>;
    let newest: string | null = null;
    let newestAt = now - openFor;
    for (const id in open) {
      const at = open[id];
      if (typeof at === 'number' && at > newestAt && at <= now + openFor) {
        newest = id;
        newestAt = at;
      }
    }
    return newest;
  } catch {
    return null;
  }
}

/** The record of who made each kind of progress, as stored (each field checked as it is read). */
type MadeByKey = Record<string, { session?: unknown; by?: unknown } | undefined>;

/**
 * What this browser holds under `key` for the person at it now: 'mine', 'earlier' (kept from an
 * earlier visit, not known to be theirs) or null (nothing).
 */
export function heldState(
  names: HeldNames,
  key: string,
  session: string | null,
  maker: string | null,
): 'mine' | 'earlier' | null {
  try {
    if (localStorage.getItem(key) === null && sessionStorage.getItem(key) === null) return null;
    if (localStorage.getItem(names.ownDevice) === 'true') return 'mine';
    const raw = sessionStorage.getItem(names.record) || localStorage.getItem(names.record);
    let record: MadeByKey | null = null;
    try {
      record = JSON.parse(raw || '{}') as MadeByKey | null;
    } catch {
      // A damaged record knows nothing: what it describes is asked about.
    }
    const made = record && typeof record === 'object' ? record[key] : undefined;
    if (!made || typeof made !== 'object') return 'earlier';
    if (session !== null && made.session === session) return 'mine';
    return maker !== null && made.by === maker ? 'mine' : 'earlier';
  } catch {
    // Storage switched off holds nothing.
    return null;
  }
}

/** Whether any of `keys` is held in that state for the person at this browser now. */
export function anyHeld(
  keys: readonly string[],
  state: 'mine' | 'earlier',
  maker: string | null = null,
): boolean {
  const session = sessionNow(HELD_NAMES, Date.now(), OPEN_FOR_MS);
  return keys.some((key) => heldState(HELD_NAMES, key, session, maker) === state);
}

/**
 * `anyHeld` as an expression for a page's inline script (a `BrowserFlag`'s `alsoWhen`): the same
 * functions' text, so the flag set before any code runs is the one the app computes later.
 */
export function heldScript(keys: readonly string[], state: 'mine' | 'earlier'): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(function(n,s,h){var k=${json(keys)};for(var i=0;i<k.length;i++)` +
    `if(h(n,k[i],s,null)===${json(state)})return true;return false})` +
    `(${json(HELD_NAMES)},(${sessionNow.toString()})(${json(HELD_NAMES)},Date.now(),${OPEN_FOR_MS}),${heldState.toString()})`
  );
}

/** Sent on this page when what counts as whose changes here (other tabs get a `storage` event). */
const HELD_EVENT = 'pathwise:held';

/** Tells every reader on this page to look again. */
export function announceHeld(): void {
  globalThis.dispatchEvent?.(new Event(HELD_EVENT));
}

/**
 * Calls back when whose progress this is may have changed, here or in another tab: the record, the
 * own-device mark, everything cleared, or (given) one kind of progress.
 */
export function subscribeHeld(listener: () => void, key?: string): () => void {
  const onStorage = (event: StorageEvent) => {
    const changed = event.key;
    if (changed === null || changed === key || changed === HELD_NAMES.record) listener();
    else if (changed === HELD_NAMES.ownDevice) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.addEventListener?.(HELD_EVENT, listener);
  return () => {
    globalThis.removeEventListener?.('storage', onStorage);
    globalThis.removeEventListener?.(HELD_EVENT, listener);
  };
}

let stopOpen: (() => void) | null = null;

function writeOpen(change: (open: Record<string, number>) => void) {
  const now = Date.now();
  const open: Record<string, number> = {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(HELD_NAMES.open) || '{}');
    for (const [id, at] of Object.entries(stored && typeof stored === 'object' ? stored : {})) {
      // Tabs that stopped showing life (a crash, a closed browser) drop out.
      if (typeof at === 'number' && at > now - OPEN_FOR_MS) open[id] = at;
    }
  } catch {
    // A damaged list starts again.
  }
  change(open);
  try {
    localStorage.setItem(HELD_NAMES.open, JSON.stringify(open));
  } catch {
    // Not kept: a new tab starts a session of its own and asks, the safe side.
  }
}

/**
 * Keeps this tab's browser session listed as open while the tab is (once it has one: it made or
 * took up progress), so a tab the same person opens beside it carries on with their progress.
 * Closing the tab takes it off at once, so whoever opens Pathwise next on this browser is asked;
 * the next page in the same tab lists it again. Each call also says the tab is alive now; the
 * return stops it (for tests).
 */
export function keepTabOpen(every = 60_000): () => void {
  const ownId = () => {
    try {
      return sessionStorage.getItem(HELD_NAMES.session);
    } catch {
      return null;
    }
  };
  const beat = () => {
    const id = ownId();
    if (id)
      writeOpen((open) => {
        open[id] = Date.now();
      });
  };
  beat();
  if (stopOpen || typeof window === 'undefined') return stopOpen ?? (() => undefined);
  const leave = () => {
    const id = ownId();
    if (id)
      writeOpen((open) => {
        delete open[id];
      });
  };
  const timer = setInterval(beat, every);
  addEventListener('pagehide', leave);
  addEventListener('pageshow', beat);
  stopOpen = () => {
    clearInterval(timer);
    removeEventListener('pagehide', leave);
    removeEventListener('pageshow', beat);
    stopOpen = null;
  };
  return stopOpen;
}
