import { STORAGE_KEYS } from '@pathwise/browser-keys';
import { anyHeld } from './held-state';

/**
 * The groups of what this browser keeps of a person's: for the stores that write them, the home
 * page's "continue" hint and the tests. The names themselves are in `@pathwise/browser-keys`.
 */
export { STORAGE_KEYS };

/** The keys that hold progress someone can carry on from. */
export const PROGRESS_KEYS = [
  STORAGE_KEYS.personalityDraft,
  STORAGE_KEYS.interestSort,
  STORAGE_KEYS.interestResult,
  STORAGE_KEYS.onboarding,
] as const;

/** What a person made here that could go to an account: checked before it moves on sign-in. */
export const MOVABLE_KEYS = [
  ...PROGRESS_KEYS,
  STORAGE_KEYS.favourites,
  STORAGE_KEYS.verdicts,
] as const;

export type MovableKey = (typeof MOVABLE_KEYS)[number];

/** Everything of one person's this browser keeps: what signing out on a shared computer clears. */
export const PERSONAL_KEYS = [
  ...MOVABLE_KEYS,
  STORAGE_KEYS.reportLanguage,
  STORAGE_KEYS.madeHere,
] as const;

/**
 * Whether this browser may hold progress to carry on from, for the person at it now: a hint for the
 * first paint, not a reader. It looks only at the keys and the record of who made them, as the
 * page's inline script does before any code runs (`heldScript`), so the two agree; what the keys
 * hold is read by `heldHere` (this-browser/held-here.ts), which drops anything damaged.
 */
export const hasBrowserProgress = (): boolean => anyHeld(PROGRESS_KEYS, 'mine');

/** Whether this browser holds progress from an earlier visit that waits to be claimed or cleared. */
export const hasEarlierProgress = (): boolean => anyHeld(MOVABLE_KEYS, 'earlier');

export { HELD_NAMES, heldScript, keepTabOpen, subscribeHeld } from './held-state';
