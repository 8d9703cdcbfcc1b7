import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ExpiredTokenError,
  InvalidTokenError,
  accountClosed,
  invalidToken,
  rateLimited,
  signInRequired,
} from '../domain/errors';
import type { Identity, VerifyToken } from '../domain/identity';
import { countFailedToken } from './failed-tokens';
import { tooManyRequests } from './too-many-requests';
import { verifiedTokens } from './verified-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller: anonymous calls stop before validation. */
    requireIdentity: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Forgets the verified tokens of an account just closed, so this process refuses them. */
    forgetAccount: (uid: string) => void;
  }
}

/** The caller of a route behind `requireIdentity`. */
export function caller(request: FastifyRequest): Identity {
  if (!request.identity) throw new Error('caller() used on a route without requireIdentity.');
  return request.identity;
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/** Counts a signed-in caller's requests; answers whether they went over their limit. */
export type UserRateLimit = (
  request: FastifyRequest,
) => Promise<{ isExceeded: boolean; ttlInSeconds: number; max: number }>;

export function registerIdentity(
  app: FastifyInstance,
  verifyToken: VerifyToken,
  isClosed: (uid: string) => Promise<boolean>,
  userRateLimit?: UserRateLimit,
) {
  const tokens = verifiedTokens(verifyToken, isClosed);
  app.decorateRequest('identity', null);
  app.decorate('forgetAccount', tokens.forget);
  app.decorate('requireIdentity', async (request: FastifyRequest, reply: FastifyReply) => {
    // What answers depends on who asks, refusals included: never kept by a browser or a proxy, where
    // the next person on a shared computer or network would be given it.
    void reply.header('cache-control', 'no-store');
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw signInRequired();
    let verified: Awaited<ReturnType<typeof tokens.verify>>;
    try {
      verified = await tokens.verify(match[1]);
    } catch (error) {
      // An outage of Auth or the database is not the caller's fault: the error handler's 503.
      if (!(error instanceof InvalidTokenError)) throw error;
      if (!(error instanceof ExpiredTokenError)) await countFailedToken(request, reply);
      throw invalidToken();
    }
    if (verified === 'closed') throw accountClosed();
    request.identity = verified;
    // Per person as well as per address: many people may share one address (a school network).
    const limit = await userRateLimit?.(request);
    if (limit?.isExceeded) throw tooManyRequests(reply, limit.ttlInSeconds, limit.max, rateLimited);
  });
}
