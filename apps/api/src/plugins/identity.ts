import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './problem';

/** Who is calling; `name` is the display name their sign-in carries, when it has one. */
export type Identity = { uid: string; email: string | null; name?: string | null };

/** Checks a Firebase ID token; rejects when it is expired, malformed or from another project. */
export type VerifyToken = (idToken: string) => Promise<Identity>;

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller: anonymous calls stop before validation. */
    requireIdentity: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/** Counts a signed-in caller's requests; answers whether they went over their limit. */
export type UserRateLimit = (
  request: FastifyRequest,
) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

export function registerIdentity(
  app: FastifyInstance,
  verifyToken: VerifyToken,
  userRateLimit?: UserRateLimit,
) {
  app.decorateRequest('identity', null);
  app.decorate('requireIdentity', async (request: FastifyRequest, reply: FastifyReply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1])
      throw new ApiError(401, 'unauthenticated', 'Sign in to use this part of Pathwise.');
    try {
      request.identity = await verifyToken(match[1]);
    } catch {
      throw new ApiError(
        401,
        'invalid_token',
        'Your sign-in has expired or is not valid. Please sign in again.',
      );
    }
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

/** The most verified tokens kept (see `firebaseTokenVerifier`). */
const KEPT_TOKENS = 10_000;

/**
 * Firebase Admin's verifier: against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
 * A token verified once is taken at its word until it expires: a token never changes, and what the
 * API reads from it (uid, email, name) is in the token itself. Production never asked Firebase
 * whether a token was revoked (that would be a call per request); the emulator is asked on every
 * verification, which is what made signed-in requests slow under load, so a token is now checked
 * there once too.
 */
export async function firebaseTokenVerifier(projectId: string): Promise<VerifyToken> {
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
  ]);
  const app =
    getApps().find((candidate) => candidate.name === projectId) ??
    initializeApp({ projectId }, projectId);
  const auth = getAuth(app);
  const verified = new Map<string, { identity: Identity; expiresAt: number }>();
  return async (idToken) => {
    const kept = verified.get(idToken);
    if (kept && kept.expiresAt > Date.now()) return kept.identity;
    verified.delete(idToken);
    const decoded = await auth.verifyIdToken(idToken);
    const identity = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
    };
    verified.set(idToken, { identity, expiresAt: decoded.exp * 1000 });
    // The oldest verified first out.
    if (verified.size > KEPT_TOKENS) verified.delete(verified.keys().next().value!);
    return identity;
  };
}
