import { STORAGE_KEYS } from '@pathwise/browser-keys';

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
 * Whether this browser may hold progress to carry on from: a hint for the first paint, not a
 * reader. It only looks for the keys, as the page's inline script does before any code runs, so
 * the two agree and this file stays free of imports; what the keys hold is read by `heldHere`
 * (this-browser/held-here.ts), which drops anything damaged.
 */
export function hasBrowserProgress(
  storages: readonly (Pick<Storage, 'getItem'> | undefined)[] = [
    globalThis.localStorage,
    globalThis.sessionStorage,
  ],
) {
  try {
    // Local storage, or on a shared computer session storage (see this-browser/shared-computer.ts).
    return PROGRESS_KEYS.some((key) => storages.some((storage) => storage?.getItem(key) != null));
  } catch {
    // Storage can be switched off; then there is nothing to carry on from.
    return false;
  }
}
