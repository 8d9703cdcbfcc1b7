import type { FieldError } from '@pathwise/contract';

/** An error the API means to answer with: status, stable code and a human detail. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
  }
}

/** The sign-in service could not be asked: the caller's token may be fine, so not a 401. */
export class AuthUnavailableError extends Error {}

/** The token's account no longer exists at the sign-in service (deleted). */
export class AccountGoneError extends Error {}

/** The token itself was refused (expired, malformed, another project's): the caller's 401. */
export class InvalidTokenError extends Error {}

/**
 * A genuine token past its time: the caller's 401 like any refused token, but never counted as a
 * failed one (an honest app's stale token, refreshed at once).
 */
export class ExpiredTokenError extends InvalidTokenError {}

/** Something the caller asked for does not exist (or is not theirs to see). */
export const notFound = (detail: string, code = 'not_found') => new ApiError(404, code, detail);

export const careerNotFound = (code: string) =>
  notFound(`There is no career with the code ${code}.`, 'career_not_found');

/** Another person's report gets the same answer as none, so ids reveal nothing. */
export const reportNotFound = () =>
  notFound('There is no such report of yours.', 'report_not_found');

/** A token of an account that was deleted, or whose data vanished while the request ran. */
export const accountClosed = () =>
  new ApiError(
    401,
    'account_deleted',
    'This account has been deleted. Sign up again to start afresh.',
  );

export const recentSignInRequired = () =>
  new ApiError(
    401,
    'recent_sign_in_required',
    'For your safety, sign in again to delete your account: your last sign-in was too long ago.',
  );

export const signInRequired = () =>
  new ApiError(401, 'unauthenticated', 'Sign in to use this part of Pathwise.');

export const invalidToken = () =>
  new ApiError(
    401,
    'invalid_token',
    'Your sign-in has expired or is not valid. Please sign in again.',
  );

/** A signed-in person's own limit: it is theirs alone, whatever their address. */
export const rateLimited = (seconds: number) =>
  new ApiError(
    429,
    'rate_limited',
    `You have made a lot of requests in a short time. Please wait ${seconds} seconds and try again.`,
  );

/** An address's limit, which everyone behind it shares (a school's or an office's network). */
export const networkRateLimited = (seconds: number) =>
  new ApiError(
    429,
    'network_rate_limited',
    `Pathwise has had a lot of requests from your network in the last minute (a school or an office shares one). Please wait ${seconds} seconds and try again.`,
  );

/**
 * An address that sent many tokens that were not genuine: only its next tokens that fail are
 * refused this way; a valid token from it is answered as ever.
 */
export const tooManyFailedSignIns = (seconds: number) =>
  new ApiError(
    429,
    'too_many_failed_sign_ins',
    `Many sign-in tokens that were not valid came from your network lately, so Pathwise refuses tokens it cannot verify from it for ${seconds} seconds. Signing in again gives you a valid one; anyone signed in is not affected.`,
  );
