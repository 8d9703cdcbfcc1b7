import {
  HELD_NAMES,
  OPEN_FOR_MS,
  announceHeld,
  heldState,
  keepTabOpen,
  sessionNow,
  subscribeHeld,
} from '../../held-state';
import { MOVABLE_KEYS, type MovableKey, STORAGE_KEYS } from '../../keys';
import { browserStorage } from './browser-storage';

/**
 * When each kind of progress was last changed in this browser, in which browser session (a tab's
 * session storage) and, if someone was signed in, by which account. Progress goes into an account
 * by itself only when it was made in the same session as the sign-in or by that account; anything
 * else may be someone else's on a shared computer, so the person is shown it and chooses.
 */
export type Made = { session: string; at: string; by?: string };
export type MadeRecord = Partial<Record<MovableKey, Made>>;

const SESSION_KEY = HELD_NAMES.session;
const MOVABLE = new Set<string>(MOVABLE_KEYS);
// Where session storage is off, the session lasts as long as this page.
let pageSession: string | null = null;
// Who is signed in on this page, so what they change is known to be theirs.
let maker: string | null = null;

/** The account signed in on this page (null for nobody): what changes from now on is theirs. */
export function setMaker(uid: string | null): void {
  if (maker === uid) return;
  maker = uid;
  // What they made before shows again; what another account made is hidden.
  announceHeld();
}

// Kept beside the progress it describes (local or, on a shared computer, session storage).
const local = browserStorage;

function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * This browser session's id: a new tab joins the session of a Pathwise tab open now, or else starts
 * one; it is gone when the tab closes.
 */
export function thisSession(): string {
  try {
    const storage = globalThis.sessionStorage;
    const held = storage.getItem(SESSION_KEY);
    if (held) return held;
    const id = sessionNow(HELD_NAMES, Date.now(), OPEN_FOR_MS) ?? newId();
    storage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    pageSession ??= newId();
    return pageSession;
  }
}

/** Makes sure this tab has its session and lists it as open (see `keepTabOpen`). */
export function keepSessionOpen(): () => void {
  thisSession();
  return keepTabOpen();
}

// Set while a reader needs everything held, whoever made it (see `readingEverything`).
let everything = false;

/**
 * Whether what this browser holds under `key` may be shown to the person at it now as their own
 * (see held-state.ts). The stores read through it, so an earlier visitor's progress reads as
 * nothing until the person says it is theirs.
 */
export function shownHere(key: string): boolean {
  if (everything || !MOVABLE.has(key)) return true;
  const session = sessionNow(HELD_NAMES, Date.now(), OPEN_FOR_MS);
  return heldState(HELD_NAMES, key, session, maker) !== 'earlier';
}

/** Runs `read` seeing everything held, for the question about it, forgetting and signing out. */
export function readingEverything<T>(read: () => T): T {
  const before = everything;
  everything = true;
  try {
    return read();
  } finally {
    everything = before;
  }
}

/** The kinds held here from an earlier visit, not known to be the person's at the browser now. */
export function earlierKeys(): MovableKey[] {
  const session = sessionNow(HELD_NAMES, Date.now(), OPEN_FOR_MS);
  return MOVABLE_KEYS.filter((key) => heldState(HELD_NAMES, key, session, maker) === 'earlier');
}

const isMade = (value: unknown): value is Made =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Made).session === 'string' &&
  typeof (value as Made).at === 'string' &&
  !Number.isNaN(Date.parse((value as Made).at)) &&
  ['string', 'undefined'].includes(typeof (value as Made).by);

let cached: { raw: string | null; record: MadeRecord } | null = null;

/** The record as stored; anything malformed counts as unknown (so it is asked about, never moved). */
export function madeRecord(): MadeRecord {
  let raw: string | null;
  try {
    raw = local()?.getItem(STORAGE_KEYS.madeHere) ?? null;
  } catch {
    raw = null;
  }
  if (cached?.raw === raw) return cached.record;
  const record: MadeRecord = {};
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) {
        if (MOVABLE.has(key) && isMade(value)) record[key as MovableKey] = value;
      }
    }
  } catch {
    // Damaged: nothing is known to be from this session.
  }
  cached = { raw, record };
  return record;
}

function store(record: MadeRecord) {
  try {
    local()?.setItem(STORAGE_KEYS.madeHere, JSON.stringify(record));
  } catch {
    // Not kept: the progress will be asked about rather than moved, which is the safe side.
  }
  announceHeld();
}

/** Notes that this kind of progress was just changed here, in this session. */
export function noteMadeHere(key: string, now = new Date()): void {
  if (!MOVABLE.has(key)) return;
  keepSessionOpen();
  const made: Made = { session: thisSession(), at: now.toISOString() };
  store({ ...madeRecord(), [key]: maker ? { ...made, by: maker } : made });
}

/** True when this kind of progress may go to `uid`'s account without asking. */
export function mayMoveTo(key: MovableKey, uid: string, record = madeRecord()): boolean {
  const made = record[key];
  return made !== undefined && (made.session === thisSession() || made.by === uid);
}

/** When it was last changed here, if known. */
export function whenMade(key: MovableKey): Date | null {
  const at = madeRecord()[key]?.at;
  return at ? new Date(at) : null;
}

/**
 * The person at the browser said these are theirs: they count as made in this session (and, with
 * `uid`, by that account), keeping their times.
 */
export function adoptHere(keys: readonly MovableKey[], uid?: string, now = new Date()): void {
  const record = { ...madeRecord() };
  for (const key of keys) {
    const at = record[key]?.at ?? now.toISOString();
    const by = uid ?? record[key]?.by;
    record[key] = by ? { session: thisSession(), at, by } : { session: thisSession(), at };
  }
  store(record);
}

/** Forgets the whole record (with the progress it describes). */
export function forgetMadeHere(): void {
  try {
    local()?.removeItem(STORAGE_KEYS.madeHere);
  } catch {
    // Unreachable storage holds nothing to forget.
  }
  announceHeld();
}

/** Tells the listener when the record (or whose progress this counts as) changes, here or in another tab. */
export const subscribeMadeHere = (listener: () => void): (() => void) => subscribeHeld(listener);
