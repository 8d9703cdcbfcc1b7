import { readFailure } from '@pathwise/api';

/**
 * A share link that leads nowhere: revoked, never valid, or malformed. These all look the same to
 * the viewer, so nobody learns whether a link once worked.
 */
export function isUnavailableShare(error: unknown): boolean {
  const { status } = readFailure(error);
  return status === 404 || status === 400;
}
