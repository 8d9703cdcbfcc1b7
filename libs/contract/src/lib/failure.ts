/** Why a request failed, as a person needs to know it: their connection, a busy service, or ours. */
export type FailureKind = 'offline' | 'busy' | 'server';

/**
 * Reads an API client error (`{ status }`, as RTK Query gives it) without trusting its shape: no
 * answer at all is the connection; 429 and 503 are a busy service; anything else is on our side.
 */
export function failureKind(error: unknown): FailureKind {
  const status =
    typeof error === 'object' && error !== null
      ? (error as { status?: unknown }).status
      : undefined;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'offline';
  if (status === 429 || status === 503) return 'busy';
  return 'server';
}

/** The first sentence of an error message, so no page blames the connection for a busy service. */
export const FAILURE_WORDS: Record<FailureKind, string> = {
  offline: 'This can happen when the connection drops for a moment.',
  busy: "Pathwise is busy right now; this isn't your connection.",
  server: 'Something went wrong on our side.',
};
