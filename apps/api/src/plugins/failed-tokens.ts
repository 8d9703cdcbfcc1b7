import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '../config';
import { tooManyFailedSignIns } from '../domain/errors';
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
 * Counts a token that failed verification against its address, and past the limit answers it with
 * 429 instead of 401. Only failed tokens are counted and refused: a valid token from the same
 * address (a classmate behind the school's network) is never held up by them.
 */
export async function countFailedToken(request: FastifyRequest, reply: FastifyReply) {
  const limiter = request.server.failedTokens;
  if (!limiter) return;
  const result = await limiter(request);
  // isAllowed is the plugin's word for an address on its allow-list, which none is here.
  if (!result.isAllowed && result.isExceeded)
    throw tooManyRequests(
      reply,
      result.ttlInSeconds,
      RATE_LIMITS.failedTokensPerAddress.max,
      tooManyFailedSignIns,
    );
}
