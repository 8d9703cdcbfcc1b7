import type { FastifyReply } from 'fastify';
import { type ApiError, rateLimited } from '../domain/errors';

/** The 429 answer of a limit checked by hand: problem+json, with Retry-After in seconds. */
export function tooManyRequests(reply: FastifyReply, seconds: number): ApiError {
  void reply.header('retry-after', String(seconds));
  return rateLimited(seconds);
}
