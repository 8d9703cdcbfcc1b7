import type { Problem } from '@pathwise/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';
import { FRAMEWORK_ERRORS, type ProblemAnswer, errorProblem } from './error-problems';
import { refusalProblem } from './refusals';

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

export function sendProblem(reply: FastifyReply, problem: ProblemAnswer) {
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
      : sendProblem(
          reply,
          refusalProblem(
            new DomainError('not_found', { method: request.method, url: request.url }),
          ),
        ),
  );
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendProblem(reply, errorProblem(error, request, reply)),
  );
}

/**
 * Fastify's `frameworkErrors` option: the router's refusals (an address that cannot be decoded, an
 * over-long parameter) happen before any handler, so they are answered here.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendProblem(
    reply,
    FRAMEWORK_ERRORS[error.code] ?? {
      status: 400,
      code: 'bad_request',
      detail: 'The request could not be read.',
    },
  );
}
