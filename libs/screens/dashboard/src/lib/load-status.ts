/** Where one part of the dashboard is: each part loads, fails and retries on its own. */
export type LoadStatus = 'loading' | 'error' | 'none' | 'ready';

/**
 * The status of an account request. Until the sign-in is confirmed nothing is asked, so the
 * part waits. The API answers null for something the person has not made yet: that is "none",
 * not an error.
 */
export function loadStatus(query: {
  signedIn: boolean;
  /** undefined before an answer; null for nothing yet. */
  data: unknown;
  isError: boolean;
}): LoadStatus {
  if (!query.signedIn) return 'loading';
  if (query.data === null) return 'none';
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'loading';
}
