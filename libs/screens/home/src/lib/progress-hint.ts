import { hasSessionHint } from '@pathwise/auth/config';

/** Where the personality test and the playground keep a signed-out person's progress. */
export const PROGRESS_KEYS = {
  personalityDraft: 'pathwise:personality-draft',
  interestSort: 'pathwise:interest-sort',
  interestResult: 'pathwise:interest-result',
  onboarding: 'pathwise:onboarding',
} as const;

/**
 * Whether this visitor may have progress to continue, and where it would be: 'account' for someone
 * who signed in on this browser before, 'browser' when only this browser holds something. It only
 * looks for the keys (cheap enough for the first paint); what they hold is checked later.
 */
export function progressHint(): 'account' | 'browser' | null {
  if (hasSessionHint()) return 'account';
  try {
    const storage = globalThis.localStorage;
    return Object.values(PROGRESS_KEYS).some((key) => storage?.getItem(key) != null)
      ? 'browser'
      : null;
  } catch {
    return null;
  }
}
