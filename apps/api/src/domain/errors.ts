/** What is wrong with one field of a request (the error layer has the words for each). */
export type FieldProblemCode =
  'card_not_in_deck' | 'card_rated_twice' | 'item_not_in_test' | 'item_answered_twice';

/** A field a refusal points at: its path in the request and what is wrong with it. */
export type FieldProblem = { path: string; problem: FieldProblemCode };

/**
 * Every refusal the API means, by its stable code, with the facts its words are made from. The
 * status and the words of each are in the error layer (plugins/refusals.ts), in one table.
 */
export type Refusals = {
  not_found: { method: string; url: string };
  career_not_found: { code: string };
  report_not_found: Record<string, never>;
  answers_not_kept: Record<string, never>;
  account_deleted: Record<string, never>;
  recent_sign_in_required: Record<string, never>;
  unauthenticated: Record<string, never>;
  invalid_token: Record<string, never>;
  rate_limited: { seconds: number };
  network_rate_limited: { seconds: number };
  too_many_failed_sign_ins: { seconds: number };
  forbidden_key: Record<string, never>;
  invalid_cursor: Record<string, never>;
  catalogue_empty: Record<string, never>;
  favourites_full: { limit: number };
  share_limit: { limit: number };
  test_version_mismatch: { sent: string; current: string };
  /** Answers naming items the test lacks (`fields`), or that the scoring engine refused (`reason`). */
  invalid_answers: { fields: FieldProblem[] } | { reason: string };
  incomplete_answers: { answered: number; total: number };
  answers_already_scored: Record<string, never>;
  invalid_ratings: { fields: FieldProblem[] };
  not_enough_answers: { needed: number; perArea: number; rated: number };
  group_not_found: { code: string };
  group_member_not_found: Record<string, never>;
  group_closed: Record<string, never>;
  group_full: { limit: number };
  groups_made_limit: { limit: number };
  groups_joined_limit: { limit: number };
  invalid_end_date: { latest: string };
};

export type RefusalCode = keyof Refusals;

/** A refusal the API means to answer with: a stable code and the facts behind it, no HTTP. */
export class DomainError<C extends RefusalCode = RefusalCode> extends Error {
  constructor(
    readonly code: C,
    readonly data: Refusals[C],
  ) {
    super(code);
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

export const careerNotFound = (code: string) => new DomainError('career_not_found', { code });

/** Another person's report gets the same answer as none, so ids reveal nothing. */
export const reportNotFound = () => new DomainError('report_not_found', {});

/**
 * A group that isn't there for the person asking: unknown, closed, or only its maker's to see.
 * All look the same, so a code reveals nothing of a group one may not see.
 */
export const groupNotFound = (code: string) => new DomainError('group_not_found', { code });

/** A token of an account that was deleted, or whose data vanished while the request ran. */
export const accountClosed = () => new DomainError('account_deleted', {});

export const recentSignInRequired = () => new DomainError('recent_sign_in_required', {});

export const signInRequired = () => new DomainError('unauthenticated', {});

export const invalidToken = () => new DomainError('invalid_token', {});

/** A signed-in person's own limit: it is theirs alone, whatever their address. */
export const rateLimited = (seconds: number) => new DomainError('rate_limited', { seconds });

/** An address's limit, which everyone behind it shares (a school's or an office's network). */
export const networkRateLimited = (seconds: number) =>
  new DomainError('network_rate_limited', { seconds });

/**
 * An address that sent many tokens that were not genuine: only its next tokens that fail are
 * refused this way; a valid token from it is answered as ever.
 */
export const tooManyFailedSignIns = (seconds: number) =>
  new DomainError('too_many_failed_sign_ins', { seconds });
