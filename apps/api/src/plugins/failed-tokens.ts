import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '../config';
import { tooManyRequests } from './too-many-requests';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in tokens that failed verification, counted per address. */
    failedTokens?: ReturnType<FastifyInstance['createRateLimit']>;
  }
}

/** Counts failed tokens in the same store as the other limits (see `registerRateLimits`). */
export function registerFailedTokenLimit(app: FastifyInstance) {
  const { max, windowMs } = RATE_LIMITS.failedTokensPerAddress;
  app.decorate(
    'failedTokens',
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `failed-token:${normalizeIP(request.ip)}`,
    }),
  );
}

/**
 * Refuses, before any verification, a caller whose address has sent too many tokens that failed
 * verification lately: 429 with Retry-After, whatever the token this time.
 */
export async function refuseAfterFailedTokens(request: FastifyRequest, reply: FastifyReply) {
  const limiter = request.server.failedTokens;
  if (!limiter) return;
  const result = await limiter(request, { increment: false });
  if (!result.isAllowed && result.remaining === 0 && result.ttlInSeconds > 0)
    throw tooManyRequests(reply, result.ttlInSeconds);
}

/** Counts a token the verifier found invalid (never an outage of the verifier) against its address. */
export async function countFailedToken(request: FastifyRequest) {
  await request.server.failedTokens?.(request);
}
