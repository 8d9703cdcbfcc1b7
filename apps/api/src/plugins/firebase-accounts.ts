import { AccountGoneError, AuthUnavailableError, ExpiredTokenError } from '../domain/errors';
import type { Accounts } from '../domain/identity';

/** firebase-admin's codes for "Firebase could not be asked", as against "the token is bad". */
const UNREACHABLE = /^app\/network-|^auth\/internal-error$/;

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};
const unreachable = (error: unknown) => UNREACHABLE.test(codeOf(error));

/**
 * Firebase Authentication through firebase-admin: against the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set (see config.ts for where that is allowed).
 */
export async function firebaseAccounts(projectId: string): Promise<Accounts> {
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
  ]);
  // firebase-admin reads the emulator's address once per app: one app per project and address.
  const name = `${projectId}@${process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? 'firebase'}`;
  const app =
    getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return {
    async verifyToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        return {
          identity: {
            uid: decoded.uid,
            email: decoded.email ?? null,
            name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
            signedInAt: decoded.auth_time * 1000,
          },
          expiresAt: decoded.exp * 1000,
        };
      } catch (error) {
        if (unreachable(error))
          throw new AuthUnavailableError('Firebase Auth could not be reached.', { cause: error });
        // The emulator checks that the account still exists; production does not, and the
        // database's record of closed accounts answers there.
        if (codeOf(error) === 'auth/user-not-found')
          throw new AccountGoneError('Account deleted.', { cause: error });
        if (codeOf(error) === 'auth/id-token-expired')
          throw new ExpiredTokenError('Token expired.', { cause: error });
        throw error;
      }
    },
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // Already gone (a retried deletion): what was asked for is true.
        if (codeOf(error) === 'auth/user-not-found') return;
        if (unreachable(error))
          throw new AuthUnavailableError('Firebase Auth could not be reached.', { cause: error });
        throw error;
      }
    },
  };
}
