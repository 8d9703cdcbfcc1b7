/**
 * Where this browser keeps what a person has done in Pathwise: one list for the stores that write
 * them, the home page's "continue" hint and the tests. It imports nothing, so the lightest page
 * can read it.
 */
export const STORAGE_KEYS = {
  personalityDraft: 'pathwise:personality-draft',
  interestSort: 'pathwise:interest-sort',
  interestResult: 'pathwise:interest-result',
  onboarding: 'pathwise:onboarding',
  favourites: 'pathwise:favourites',
  verdicts: 'pathwise:verdicts',
} as const;

/** The keys that hold progress someone can carry on from. */
export const PROGRESS_KEYS = [
  STORAGE_KEYS.personalityDraft,
  STORAGE_KEYS.interestSort,
  STORAGE_KEYS.interestResult,
  STORAGE_KEYS.onboarding,
] as const;

/**
 * Whether this browser holds progress to carry on from. It only looks for the keys (cheap enough
 * for a first paint); the stores check what they hold when they read it.
 */
export function hasBrowserProgress(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
) {
  try {
    return PROGRESS_KEYS.some((key) => storage?.getItem(key) != null);
  } catch {
    // Storage can be switched off; then there is nothing to carry on from.
    return false;
  }
}
