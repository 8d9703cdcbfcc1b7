import type { Identity, VerifyToken } from './identity';

/** The sign-in service could not be asked: the caller's token may be fine, so not a 401. */
export class AuthUnavailableError extends Error {}

/** The token's account no longer exists at the sign-in service (deleted). */
export class AccountGoneError extends Error {}

/** The token itself was refused (expired, malformed, another project's): the caller's 401. */
export class InvalidTokenError extends Error {}

/** The most verified tokens kept per process. */
const KEPT_TOKENS = 10_000;

/**
 * Verified tokens, taken at their word until they expire: a token never changes, and what the API
 * reads from it (uid, email, name) is in the token itself. Verifying asks Firebase (or the
 * emulator) and the database whether the account was closed, once per token rather than per
 * request. An account closed through this process is forgotten at once; another process learns it
 * when it next verifies, and meanwhile the database refuses to recreate the account (see
 * `ensureProfile`).
 */
export function verifiedTokens(
  verifyToken: VerifyToken,
  isClosed: (uid: string) => Promise<boolean>,
) {
  const kept = new Map<string, { identity: Identity; expiresAt: number }>();
  return {
    async verify(idToken: string): Promise<Identity | 'closed'> {
      const known = kept.get(idToken);
      if (known && known.expiresAt > Date.now()) return known.identity;
      kept.delete(idToken);
      const verified = await verifyToken(idToken).catch((error: unknown) => {
        if (error instanceof AccountGoneError) return 'closed' as const;
        throw error instanceof AuthUnavailableError
          ? error
          : new InvalidTokenError('Token refused.', { cause: error });
      });
      if (verified === 'closed') return verified;
      const { identity, expiresAt } = verified;
      if (await isClosed(identity.uid)) return 'closed';
      kept.set(idToken, { identity, expiresAt });
      // The oldest verified first out.
      if (kept.size > KEPT_TOKENS) kept.delete(kept.keys().next().value!);
      return identity;
    },
    forget(uid: string) {
      for (const [token, { identity }] of kept) if (identity.uid === uid) kept.delete(token);
    },
  };
}
