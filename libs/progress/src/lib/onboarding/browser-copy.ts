import { browserStorage, writeStored } from '../storage';
import {
  type BrowserAnswersRead,
  ONBOARDING_STORAGE_KEY,
  type StoredOnboardingAnswers,
  parseBrowserAnswers,
} from './browser-answers';

export type BrowserCopy = BrowserAnswersRead & {
  /** False when this browser refused to store the last save: it lasts only while the page is open. */
  kept: boolean;
};

const listeners = new Set<() => void>();
let cached: { raw: string | null; copy: BrowserCopy } | null = null;
// Answers this browser wouldn't store, held for as long as the page is open.
let unkept: BrowserCopy | null = null;

function storedText(): string | null {
  try {
    return browserStorage()?.getItem(ONBOARDING_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The browser's copy; the same object until the stored text changes, as React's store hooks need. */
export function browserCopy(): BrowserCopy {
  if (unkept) return unkept;
  const raw = storedText();
  if (cached?.raw !== raw || !cached) {
    cached = { raw, copy: { ...parseBrowserAnswers(raw), kept: true } };
  }
  return cached.copy;
}

/** Stores (or, for null, removes) the browser's copy and tells every reader. */
export function setBrowserCopy(answers: StoredOnboardingAnswers | null): BrowserCopy {
  const kept = writeStored(ONBOARDING_STORAGE_KEY, answers);
  unkept = kept || answers === null ? null : { answers, damaged: false, kept: false };
  const copy = browserCopy();
  for (const listener of listeners) listener();
  return copy;
}

/** Subscribes to changes made here and in other tabs. */
export function subscribeBrowserCopy(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ONBOARDING_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
