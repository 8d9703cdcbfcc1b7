import { DEVICE_KEYS } from '@pathwise/browser-keys';

export const CONSENT_KEY = DEVICE_KEYS.analyticsConsent;

export type ConsentChoice = 'granted' | 'denied';
/** The consent as screens see it: the standing, and the ways to change it. */
export type AnalyticsConsent = {
  /** Analytics is configured, so there is something to choose. */
  available: boolean;
  choice: ConsentChoice | null;
  browserDeclines: boolean;
  granted: boolean;
  /** The choice is on screen (first visit, or reopened from the footer). */
  asking: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
  close: () => void;
};

/** The footer's analytics button: the banner returns focus there when it was opened from it. */
export const ANALYTICS_CHOICES_ID = 'analytics-choices';

/** The visitor's standing: their own choice, the browser's signal, or not asked yet. */
export type ConsentState = {
  choice: ConsentChoice | null;
  /** Do Not Track or Global Privacy Control is on: counts as a decline until they choose. */
  browserDeclines: boolean;
  /** What applies now. */
  granted: boolean;
};

/**
 * Checked by hand rather than with zod: this runs on every page's first load, where the schema
 * library's core would cost more than the whole analytics provider.
 */
function storedChoice(value: unknown): ConsentChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, choice, at } = value as Record<string, unknown>;
  if (version !== 1 || typeof at !== 'string' || at.length > 40) return null;
  return choice === 'granted' || choice === 'denied' ? choice : null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The choice this browser remembers; anything unreadable counts as not asked. */
export function readStoredChoice(): ConsentChoice | null {
  try {
    const raw = storage()?.getItem(CONSENT_KEY);
    if (!raw) return null;
    return storedChoice(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeChoice(choice: ConsentChoice) {
  try {
    storage()?.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, choice, at: new Date().toISOString() }),
    );
  } catch {
    // Not kept: the choice still applies to this visit.
  }
}

/** Do Not Track or Global Privacy Control, as the browser reports them. */
export function browserSignalsDecline(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const dnt = nav.doNotTrack ?? (globalThis as { doNotTrack?: string }).doNotTrack;
  return nav.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

export function consentState(choice: ConsentChoice | null): ConsentState {
  const browserDeclines = browserSignalsDecline();
  return { choice, browserDeclines, granted: choice === 'granted' };
}
