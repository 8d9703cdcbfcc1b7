import { browserRecord } from '../storage';
import {
  type BrowserAnswersRead,
  ONBOARDING_STORAGE_KEY,
  type StoredOnboardingAnswers,
  browserAnswersSchema,
} from './browser-answers';

export type BrowserCopy = BrowserAnswersRead & {
  /** False when this browser refused to store the last save: it lasts only while the page is open. */
  kept: boolean;
};

const record = browserRecord({ key: ONBOARDING_STORAGE_KEY, schema: browserAnswersSchema });
let cached: { read: ReturnType<typeof record.read>; copy: BrowserCopy } | null = null;

/** The browser's copy; the same object until the stored text changes, as React's store hooks need. */
export function browserCopy(): BrowserCopy {
  const read = record.read();
  // Answers held only in memory are unkept; nothing to hold is never reported as such.
  const kept = record.kept() || read.value === null;
  if (cached?.read !== read || cached.copy.kept !== kept) {
    cached = { read, copy: { answers: read.value, damaged: read.damaged, kept } };
  }
  return cached.copy;
}

/** Stores (or, for null, removes) the browser's copy and tells every reader. */
export function setBrowserCopy(answers: StoredOnboardingAnswers | null): BrowserCopy {
  record.write(answers);
  return browserCopy();
}

/** Subscribes to changes made here and in other tabs. */
export const subscribeBrowserCopy = record.subscribe;
