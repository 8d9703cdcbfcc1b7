import type { Problem } from '@pathwise/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS } from '../config';
import { databaseFailure } from '../db/failures';
import { AuthUnavailableError, DomainError, accountClosed } from '../domain/errors';
import { refusalProblem } from './refusals';

/** A problem+json body before its type and title are filled in. */
export type ProblemAnswer = Omit<Problem, 'type' | 'title'> & { title?: string };

/** Answers for one kind of error, or leaves it (undefined) to the next mapper. */
type ErrorMapper = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => ProblemAnswer | undefined;

/**
 * Fastify's own refusals (the router's and the body parser's), each with a stable code and words a
 * person can act on, instead of Fastify's `FST_ERR_*` names.
 */
export const FRAMEWORK_ERRORS: Record<string, ProblemAnswer> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'bad_url',
    detail: 'The address has a character that is not encoded properly.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    detail: 'A part of the address is longer than any Pathwise address.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    detail: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'empty_body',
    detail: 'The request says it carries JSON but its body is empty.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    detail: 'The request body is not as long as its Content-Length header says.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: 'The request body is larger than Pathwise accepts.',
  },
};

const frameworkRefusal: ErrorMapper = (error) => FRAMEWORK_ERRORS[error.code];

/** A refusal the API means: its status and words from the refusals' table. */
const meantError: ErrorMapper = (error) =>
  error instanceof DomainError ? refusalProblem(error) : undefined;

/** An outage of a service the API needs, as the 503 the caller should see. */
function outageProblem(error: unknown): ProblemAnswer | undefined {
  if (error instanceof AuthUnavailableError)
    return {
      status: 503,
      code: 'auth_unavailable',
      detail: 'Pathwise cannot check your sign-in just now. Please try again in a moment.',
    };
  const failure = databaseFailure(error);
  if (failure === 'unreachable')
    return {
      status: 503,
      code: 'database_unavailable',
      detail:
        'Pathwise cannot reach its data just now. Nothing you saved is lost; please try again in a moment.',
    };
  if (failure === 'serialization')
    return {
      status: 503,
      code: 'busy',
      detail: 'Pathwise is busy with the same data just now. Please try again in a moment.',
    };
  return undefined;
}

const serviceOutage: ErrorMapper = (error, request, reply) => {
  const outage = outageProblem(error);
  if (!outage) return undefined;
  request.log.warn({ err: error }, 'a service the API needs failed');
  void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return outage;
};

/** The account's rows went while the request wrote to them: it was closed meanwhile. */
const vanishedAccount: ErrorMapper = (error) =>
  databaseFailure(error) === 'account_vanished' ? refusalProblem(accountClosed()) : undefined;

const concurrentChange: ErrorMapper = (error) => {
  const failure = databaseFailure(error);
  return failure === 'unique' || failure === 'reference'
    ? {
        status: 409,
        code: 'conflict',
        detail: 'Another request changed this at the same moment. Please try again.',
      }
    : undefined;
};

const invalidRequest: ErrorMapper = (error) => {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return {
    status: 400,
    code: 'invalid_request',
    detail: 'Some fields are not valid.',
    errors: error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'Not valid.',
    })),
  };
};

/** Anything else: its own 4xx status when it has one (a plugin's), otherwise a 500 logged. */
function anyOther(error: FastifyError, request: FastifyRequest): ProblemAnswer {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const code = status === 429 ? 'rate_limited' : status >= 500 ? 'internal_error' : 'bad_request';
  return {
    status,
    code,
    detail: status >= 500 ? 'Please try again in a moment.' : error.message,
  };
}

/** Tried in order; the first that answers wins (`anyOther` answers what none does). */
const ERROR_MAPPERS: readonly ErrorMapper[] = [
  frameworkRefusal,
  meantError,
  serviceOutage,
  vanishedAccount,
  concurrentChange,
  invalidRequest,
];

/** The problem an error leaves the API as. */
export function errorProblem(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): ProblemAnswer {
  for (const mapper of ERROR_MAPPERS) {
    const problem = mapper(error, request, reply);
    if (problem) return problem;
  }
  return anyOther(error, request);
}
