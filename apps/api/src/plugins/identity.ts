import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countFailedToken, refuseAfterFailedTokens } from './failed-tokens';
import { ApiError, accountClosed } from './problem';
import { InvalidTokenError, verifiedTokens } from './verified-tokens';

/** Who is calling; `name` is the display name their sign-in carries, when it has one. */
export type Identity = { uid: string; email: string | null; name?: string | null };

/**
 * Checks a Firebase ID token: the caller and when the token expires (epoch ms). Rejects with
 * `AuthUnavailableError` when the Auth service cannot be asked, with any other error when the token
 * is expired, malformed or from another project.
 */
export type VerifyToken = (idToken: string) => Promise<{ identity: Identity; expiresAt: number }>;

/** The sign-in service's accounts: verifying their tokens and deleting them. */
export type Accounts = {
  verifyToken: VerifyToken;
  /** Deletes the sign-in account; an account already gone counts as deleted. */
  deleteAccount: (uid: string) => Promise<void>;
};

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
) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

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
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1])
      throw new ApiError(401, 'unauthenticated', 'Sign in to use this part of Pathwise.');
    await refuseAfterFailedTokens(request, reply);
    let verified: Awaited<ReturnType<typeof tokens.verify>>;
    try {
      verified = await tokens.verify(match[1]);
    } catch (error) {
      // An outage of Auth or the database is not the caller's fault: the error handler's 503.
      if (!(error instanceof InvalidTokenError)) throw error;
      await countFailedToken(request);
      throw new ApiError(
        401,
        'invalid_token',
        'Your sign-in has expired or is not valid. Please sign in again.',
      );
    }
    if (verified === 'closed') throw accountClosed();
    request.identity = verified;
    // Per person as well as per address: many people may share one address (a school network).
    const limit = await userRateLimit?.(request);
    if (limit?.isExceeded) {
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw new ApiError(
        429,
        'rate_limited',
        `You have made a lot of requests in a short time. Please wait ${limit.ttlInSeconds} seconds and try again.`,
      );
    }
  });
}
