import type { FieldError, Problem } from '@pathwise/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS } from '../config';
import { databaseFailure } from '../db/failures';
import { AuthUnavailableError } from './verified-tokens';

const TITLES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Sign-in required',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'Unsupported content type',
  422: 'The request cannot be processed',
  429: 'Too many requests',
  500: 'Something went wrong on our side',
  503: 'Temporarily unavailable',
};

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

/** An outage of a service the API needs, as the 503 the caller should see; null otherwise. */
function outageProblem(error: unknown) {
  if (error instanceof AuthUnavailableError)
    return {
      status: 503,
      code: 'auth_unavailable',
      detail: 'Pathwise cannot check your sign-in just now. Please try again in a moment.',
    };
  const failure = databaseFailure(error);
  if (failure === 'unreachable' || failure === 'serialization')
    return {
      status: 503,
      code: failure === 'unreachable' ? 'database_unavailable' : 'busy',
      detail:
        failure === 'unreachable'
          ? 'Pathwise cannot reach its data just now. Nothing you saved is lost; please try again in a moment.'
          : 'Pathwise is busy with the same data just now. Please try again in a moment.',
    };
  return null;
}

/** A token of an account that was deleted, or whose data vanished while the request ran. */
export const accountClosed = () =>
  new ApiError(
    401,
    'account_deleted',
    'This account has been deleted. Sign up again to start afresh.',
  );

/**
 * Fastify's own refusals (the router's and the body parser's), each with a stable code and words a
 * person can act on, instead of Fastify's `FST_ERR_*` names.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; detail: string }> = {
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

export function sendProblem(
  reply: FastifyReply,
  problem: Omit<Problem, 'type' | 'title'> & { title?: string },
) {
  const body: Problem = {
    type: 'about:blank',
    title: problem.title ?? TITLES[problem.status] ?? 'Error',
    ...problem,
  };
  return reply.status(problem.status).type('application/problem+json').send(body);
}

/**
 * Every error leaves the API as application/problem+json (RFC 9457) with a stable code. A request
 * no route answers goes to `fallback` first (the web app's pages), then gets a 404 problem.
 */
export function registerProblemHandlers(
  app: FastifyInstance,
  fallback?: () => ((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined,
) {
  app.setNotFoundHandler((request, reply) =>
    fallback?.()?.(request, reply)
      ? reply
      : sendProblem(reply, {
          status: 404,
          code: 'not_found',
          detail: `There is nothing at ${request.method} ${request.url}.`,
        }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const framework = FRAMEWORK_ERRORS[error.code];
    if (framework) return sendProblem(reply, framework);
    if (error instanceof ApiError) {
      return sendProblem(reply, {
        status: error.status,
        code: error.code,
        detail: error.message,
        errors: error.errors,
      });
    }
    const outage = outageProblem(error);
    if (outage) {
      request.log.warn({ err: error }, 'a service the API needs failed');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, outage);
    }
    const conflict = databaseFailure(error);
    if (conflict === 'account_vanished') {
      const closed = accountClosed();
      return sendProblem(reply, {
        status: closed.status,
        code: closed.code,
        detail: closed.message,
      });
    }
    if (conflict === 'unique' || conflict === 'reference') {
      return sendProblem(reply, {
        status: 409,
        code: 'conflict',
        detail: 'Another request changed this at the same moment. Please try again.',
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Not valid.',
      }));
      return sendProblem(reply, {
        status: 400,
        code: 'invalid_request',
        detail: 'Some fields are not valid.',
        errors,
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code = status === 429 ? 'rate_limited' : status >= 500 ? 'internal_error' : 'bad_request';
    return sendProblem(reply, {
      status,
      code,
      detail: status >= 500 ? 'Please try again in a moment.' : error.message,
    });
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's refusals (an address that cannot be decoded, an
 * over-long parameter) happen before any handler, so they are answered here.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendProblem(
    reply,
    FRAMEWORK_ERRORS[error.code] ?? {
      status: 400,
      code: 'bad_request',
      detail: 'The request could not be read.',
    },
  );
}
