import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ExpiredTokenError,
  InvalidTokenError,
  accountClosed,
  invalidToken,
  signInRequired,
} from '../domain/errors';
import type { Identity, VerifyToken } from '../domain/identity';
import { countFailedToken } from './failed-tokens';
import { verifiedTokens } from './verified-tokens';

/** What a request's sign-in token turned out to be. */
export type SignIn =
  | { identity: Identity }
  | { refused: 'invalid' | 'expired' | 'closed' }
  /** The sign-in service or the database could not say (an outage, not the caller's fault). */
  | { unavailable: unknown };

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
    /** The request's sign-in token, checked before anything else; null when it carried none. */
    signIn: SignIn | null;
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

/** The person a request's token names, when it holds: what the per-person limit counts by. */
export const signedInPerson = (request: FastifyRequest): Identity | null =>
  request.signIn && 'identity' in request.signIn ? request.signIn.identity : null;

/**
 * Checks every request's sign-in token first (a root hook), so the limits know whom to count: a
 * person whose token holds is counted as that person, on any route; anyone else by their address
 * (`registerRateLimits`). Routes that need a caller add `requireIdentity`, which turns the check
 * into the caller or a refusal.
 */
export function registerIdentity(
  app: FastifyInstance,
  verifyToken: VerifyToken,
  isClosed: (uid: string) => Promise<boolean>,
) {
  const tokens = verifiedTokens(verifyToken, isClosed);
  app.decorateRequest('identity', null);
  app.decorateRequest('signIn', null);
  app.decorate('forgetAccount', tokens.forget);
  app.addHook('onRequest', async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    try {
      const verified = await tokens.verify(token);
      request.signIn = verified === 'closed' ? { refused: 'closed' } : { identity: verified };
    } catch (error) {
      request.signIn =
        error instanceof ExpiredTokenError
          ? { refused: 'expired' }
          : error instanceof InvalidTokenError
            ? { refused: 'invalid' }
            : { unavailable: error };
    }
  });
  app.decorate('requireIdentity', async (request: FastifyRequest, reply: FastifyReply) => {
    // What answers depends on who asks, refusals included: never kept by a browser or a proxy, where
    // the next person on a shared computer or network would be given it.
    void reply.header('cache-control', 'no-store');
    const signIn = request.signIn;
    if (!signIn) throw signInRequired();
    // An outage of Auth or the database is not the caller's fault: the error handler's 503.
    if ('unavailable' in signIn) throw signIn.unavailable;
    if ('refused' in signIn) {
      if (signIn.refused === 'closed') throw accountClosed();
      if (signIn.refused === 'invalid') await countFailedToken(request, reply);
      throw invalidToken();
    }
    request.identity = signIn.identity;
  });
}
