/** Why a request failed, as a person needs to know it: their connection, a busy service, or ours. */
export type FailureKind = 'offline' | 'busy' | 'server';

/** The first sentence of an error message, so no page blames the connection for a busy service. */
export const FAILURE_WORDS: Record<FailureKind, string> = {
  offline: 'This can happen when the connection drops for a moment.',
  busy: "Pathwise is busy right now; this isn't your connection.",
  server: 'Something went wrong on our side.',
};

/** A failed request as a problem, with words for people: what every page reads from an error. */
export type ApiFailure = {
  kind: FailureKind;
  /** The HTTP status; null when no answer came or none can be read. */
  status: number | null;
  /** The problem's stable `code`, when the API sent one. */
  code: string | undefined;
  /** The problem's own sentence (`detail`), when it sent one. */
  detail: string | undefined;
  /** Worth sending again as it was: no answer, a time-out, a busy service or a server error. */
  retryable: boolean;
  /** The first sentence to show (`FAILURE_WORDS` for its kind). */
  words: string;
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Reads any failed request without trusting its shape: RTK Query's `{ status, data }` (data being
 * the API's problem+json), its `FETCH_ERROR` and `TIMEOUT_ERROR` for no answer, a serialized
 * error, or a problem+json body itself. No answer is the connection; 429 and 503 are a busy
 * service; anything else is on our side.
 */
export function readFailure(error: unknown): ApiFailure {
  const raw = field(error, 'status');
  const status = typeof raw === 'number' ? raw : null;
  const data = field(error, 'data');
  // A problem+json body read straight from a response carries its status and code itself.
  const problem = typeof data === 'object' && data !== null ? data : status ? error : undefined;
  const kind: FailureKind =
    raw === 'FETCH_ERROR' || raw === 'TIMEOUT_ERROR'
      ? 'offline'
      : status === 429 || status === 503
        ? 'busy'
        : 'server';
  return {
    kind,
    status,
    code: text(field(problem, 'code')),
    detail: text(field(problem, 'detail')),
    retryable:
      kind === 'offline' ||
      (status !== null && (status >= 500 || status === 408 || status === 429)),
    words: FAILURE_WORDS[kind],
  };
}

/** The kind of a failed request (see `readFailure`). */
export const failureKind = (error: unknown): FailureKind => readFailure(error).kind;
