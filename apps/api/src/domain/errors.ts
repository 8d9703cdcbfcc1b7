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

export const signInRequired = () =>
  new ApiError(401, 'unauthenticated', 'Sign in to use this part of Pathwise.');

export const invalidToken = () =>
  new ApiError(
    401,
    'invalid_token',
    'Your sign-in has expired or is not valid. Please sign in again.',
  );

/** The problem every limit answers with, saying how long to wait. */
export const rateLimited = (seconds: number) =>
  new ApiError(
    429,
    'rate_limited',
    `You have made a lot of requests in a short time. Please wait ${seconds} seconds and try again.`,
  );
