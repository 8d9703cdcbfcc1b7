/** The signed-in person as Pathwise sees them; the rest of the session belongs to Firebase. */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** 'password', 'google.com'… decides how a person re-authenticates. */
  providerIds: string[];
};

/**
 * Everything Pathwise asks of its sign-in service. The Firebase implementation loads lazily;
 * stories and unit tests pass a fake. Failures reject with an error carrying a Firebase-style `code`.
 */
export interface AuthAdapter {
  /** Fires with the user and a fresh ID token on sign-in, on each token refresh, and with nulls on sign-out. */
  onIdTokenChanged(listener: (user: AuthUser | null, idToken: string | null) => void): () => void;
  signInWithGoogle(options: { redirect: boolean }): Promise<void>;
  signUpWithEmail(input: { email: string; password: string; displayName?: string }): Promise<void>;
  signInWithEmail(input: { email: string; password: string }): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * The signed-in person proves who they are again (their password, or Google for a Google
   * account), as deleting an account asks; resolves with a fresh ID token carrying the new time.
   */
  reauthenticate(input: { password?: string }): Promise<string>;
  /** A current ID token, refreshed first when `forceRefresh` (after the API answered 401). */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

export const authErrorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'unknown';
