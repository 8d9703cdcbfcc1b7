/** Where one part of the dashboard is: each part loads, fails and retries on its own. */
export type LoadStatus = 'loading' | 'error' | 'none' | 'ready';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The API answered 404 with this problem code: there is nothing yet, which is not an error. */
export function isNothingYet(error: unknown, code: string): boolean {
  return field(error, 'status') === 404 && field(field(error, 'data'), 'code') === code;
}

/**
 * The status of an account request. Until the sign-in is confirmed nothing is asked, so the
 * part waits; `noneCode` names the 404 that means "nothing yet" for this request.
 */
export function loadStatus(
  query: { signedIn: boolean; hasData: boolean; isError: boolean; error?: unknown },
  noneCode?: string,
): LoadStatus {
  if (!query.signedIn) return 'loading';
  if (query.hasData) return 'ready';
  if (!query.isError) return 'loading';
  return noneCode !== undefined && isNothingYet(query.error, noneCode) ? 'none' : 'error';
}
