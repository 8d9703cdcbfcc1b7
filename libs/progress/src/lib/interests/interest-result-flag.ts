import { SESSION_HINT_KEY } from '@pathwise/auth/config';
import { heldScript } from '../../held-state';
import { STORAGE_KEYS } from '../../keys';

/**
 * Whether this browser may have an interest result to show, looked for before any code runs (a
 * `BrowserFlag` rule): one it keeps itself for the person at it, or a signed-in person's in their account. Without
 * either, `useInterestResult` has nothing to find, so a page can show "no profile yet" at once.
 */
export const INTEREST_RESULT_HERE = {
  name: 'interest-result',
  anyOf: [SESSION_HINT_KEY],
  // One it keeps for the person at it now, not an earlier visit's (held-state.ts).
  alsoWhen: heldScript([STORAGE_KEYS.interestResult], 'mine'),
  // Written out whole, for the style sheet to have them.
  flagged: 'hidden [html[data-interest-result]_&]:block',
  unflagged: '[html[data-interest-result]_&]:hidden',
} as const;
