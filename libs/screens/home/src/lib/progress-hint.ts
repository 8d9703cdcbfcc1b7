import { hasSessionHint } from '@pathwise/auth/config';
import { hasBrowserProgress } from '@pathwise/progress/keys';

/**
 * Whether this visitor may have progress to continue, and where it would be: 'account' for someone
 * who signed in on this browser before, 'browser' when only this browser holds something. It only
 * looks for the keys (cheap enough for the first paint); what they hold is checked later.
 */
export function progressHint(): 'account' | 'browser' | null {
  if (hasSessionHint()) return 'account';
  return hasBrowserProgress() ? 'browser' : null;
}
