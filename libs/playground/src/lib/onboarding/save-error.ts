import { FAILURE_WORDS, failureKind } from '@pathwise/contract';
/** RTK Query errors arrive as `{ status, data }`, with problem+json's `detail` when the API sent one. */
function problemDetail(error: unknown): string | null {
  const data = (error as { data?: unknown } | null)?.data;
  const detail = (data as { detail?: unknown } | null | undefined)?.detail;
  return typeof detail === 'string' && detail.trim() ? detail.trim() : null;
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | null)?.status;
}

/** Why the answers weren't saved, in plain words, for the person to read. */
export function saveErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (failureKind(error) === 'offline') {
    return "We couldn't reach Pathwise to save your answers. Check your connection and try again.";
  }
  if (failureKind(error) === 'busy') {
    return `${FAILURE_WORDS.busy} Your answers are still here: please try again in a moment.`;
  }
  if (status === 401 || status === 403) {
    return 'Your sign-in has expired, so we couldn’t save your answers. Please sign in again.';
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const detail = problemDetail(error);
    return `We couldn't save these answers${detail ? `: ${detail}` : '.'} Please check them and try again.`;
  }
  return "We couldn't save your answers just now. They're still here: please try again in a moment.";
}

/** Why the account's answers didn't load. */
export function loadErrorMessage(error: unknown): string {
  const kind = failureKind(error);
  if (kind === 'offline')
    return "We couldn't reach Pathwise to load your answers. Check your connection and try again.";
  if (kind === 'busy') return `${FAILURE_WORDS.busy} Please try again in a moment.`;
  return "We couldn't load your saved answers just now. Please try again in a moment.";
}
