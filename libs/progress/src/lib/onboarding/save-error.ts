import { t } from '@lingui/core/macro';
import { readFailure } from '@pathwise/api';

// A busy service is said in the same words as the contract's FAILURE_WORDS.busy, translated here.

/** Why the answers weren't saved, in plain words, for the person to read. */
export function saveErrorMessage(error: unknown): string {
  const { kind, status, detail } = readFailure(error);
  if (kind === 'offline') {
    return t`We couldn't reach Pathwise to save your answers. Check your connection and try again.`;
  }
  if (kind === 'busy') {
    return t`Pathwise is busy right now; this isn't your connection. Your answers are still here: please try again in a moment.`;
  }
  if (status === 401 || status === 403) {
    return t`Your sign-in has expired, so we couldn’t save your answers. Please sign in again.`;
  }
  if (status !== null && status >= 400 && status < 500) {
    return detail
      ? t`We couldn't save these answers: ${detail} Please check them and try again.`
      : t`We couldn't save these answers. Please check them and try again.`;
  }
  return t`We couldn't save your answers just now. They're still here: please try again in a moment.`;
}

/** Why the account's answers didn't load. */
export function loadErrorMessage(error: unknown): string {
  const { kind } = readFailure(error);
  if (kind === 'offline')
    return t`We couldn't reach Pathwise to load your answers. Check your connection and try again.`;
  if (kind === 'busy')
    return t`Pathwise is busy right now; this isn't your connection. Please try again in a moment.`;
  return t`We couldn't load your saved answers just now. Please try again in a moment.`;
}
