import type { FastifyReply } from 'fastify';
import type { DomainError } from '../domain/errors';

/**
 * The 429 answer of a limit checked by hand: problem+json (`refusal`), with Retry-After in seconds
 * and the X-RateLimit headers of the limit that refused, not those of the address's general one.
 */
export function tooManyRequests(
  reply: FastifyReply,
  seconds: number,
  limit: number,
  refusal: (seconds: number) => DomainError,
): DomainError {
  void reply.headers({
    'retry-after': String(seconds),
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(seconds),
  });
  return refusal(seconds);
}
