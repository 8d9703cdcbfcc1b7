/**
 * Who is calling; `name` is the display name their sign-in carries, when it has one, and
 * `signedInAt` when they last proved who they are (epoch ms: a token refresh keeps it).
 */
export type Identity = {
  uid: string;
  email: string | null;
  name?: string | null;
  signedInAt?: number;
};

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
