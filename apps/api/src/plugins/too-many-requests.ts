import type { FastifyReply } from 'fastify';
import { ApiError } from './problem';

/** The problem every limit answers with, saying how long to wait. */
export const rateLimited = (seconds: number) =>
  new ApiError(
    429,
    'rate_limited',
    `You have made a lot of requests in a short time. Please wait ${seconds} seconds and try again.`,
  );

/** The 429 answer of a limit checked by hand: problem+json, with Retry-After in seconds. */
export function tooManyRequests(reply: FastifyReply, seconds: number): ApiError {
  void reply.header('retry-after', String(seconds));
  return rateLimited(seconds);
}
