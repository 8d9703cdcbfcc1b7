import { readFailure } from '@pathwise/api';

/** Why the answers weren't saved, in plain words, for the person to read. */
export function saveErrorMessage(error: unknown): string {
  const { kind, status, detail, words } = readFailure(error);
  if (kind === 'offline') {
    return "We couldn't reach Pathwise to save your answers. Check your connection and try again.";
  }
  if (kind === 'busy') {
    return `${words} Your answers are still here: please try again in a moment.`;
  }
  if (status === 401 || status === 403) {
    return 'Your sign-in has expired, so we couldn’t save your answers. Please sign in again.';
  }
  if (status !== null && status >= 400 && status < 500) {
    return `We couldn't save these answers${detail ? `: ${detail}` : '.'} Please check them and try again.`;
  }
  return "We couldn't save your answers just now. They're still here: please try again in a moment.";
}

/** Why the account's answers didn't load. */
export function loadErrorMessage(error: unknown): string {
  const { kind, words } = readFailure(error);
  if (kind === 'offline')
    return "We couldn't reach Pathwise to load your answers. Check your connection and try again.";
  if (kind === 'busy') return `${words} Please try again in a moment.`;
  return "We couldn't load your saved answers just now. Please try again in a moment.";
}
