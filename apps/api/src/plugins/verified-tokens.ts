import { LRUCache } from 'lru-cache';
import { AccountGoneError, AuthUnavailableError, InvalidTokenError } from '../domain/errors';
import type { Identity, VerifyToken } from '../domain/identity';

/** The most verified tokens kept per process. */
const KEPT_TOKENS = 10_000;

/**
 * Verified tokens, taken at their word until they expire: a token never changes, and what the API
 * reads from it (uid, email, name) is in the token itself, so Firebase (or the emulator) is asked
 * once per token rather than per request. Whether the account was closed is asked of the database
 * on every request (a primary-key lookup): an account deleted through any replica is refused by
 * every replica from that moment, on every operation.
 */
export function verifiedTokens(
  verifyToken: VerifyToken,
  isClosed: (uid: string) => Promise<boolean>,
) {
  const kept = new LRUCache<string, { identity: Identity; expiresAt: number }>({
    max: KEPT_TOKENS,
  });
  return {
    async verify(idToken: string): Promise<Identity | 'closed'> {
      const known = kept.get(idToken);
      if (known && known.expiresAt > Date.now()) {
        if (!(await isClosed(known.identity.uid))) return known.identity;
        kept.delete(idToken);
        return 'closed';
      }
      kept.delete(idToken);
      const verified = await verifyToken(idToken).catch((error: unknown) => {
        if (error instanceof AccountGoneError) return 'closed' as const;
        throw error instanceof AuthUnavailableError || error instanceof InvalidTokenError
          ? error
          : new InvalidTokenError('Token refused.', { cause: error });
      });
      if (verified === 'closed') return verified;
      const { identity, expiresAt } = verified;
      if (await isClosed(identity.uid)) return 'closed';
      kept.set(idToken, { identity, expiresAt });
      return identity;
    },
    forget: (uid: string) => {
      // Collected first: the cache is not changed while it is walked.
      const tokens = [...kept.entries()].filter(([, { identity }]) => identity.uid === uid);
      for (const [token] of tokens) kept.delete(token);
    },
  };
}
