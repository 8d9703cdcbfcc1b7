import type { AuthAdapter, AuthUser } from '../lib/auth-adapter';

type Account = {
  uid: string;
  email: string;
  password: string;
  displayName: string | null;
  provider: string;
};

export type FakeAuthOptions = {
  /** Accounts that exist before the story or test starts. */
  accounts?: Omit<Account, 'uid' | 'provider'>[];
  /** Start signed in as this email. */
  signedInAs?: string;
  /** Every call waits this long, to show in-progress states. */
  delayMs?: number;
  /** Never answers the first auth check, to show the loading state. */
  neverResolves?: boolean;
};

const fail = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

/**
 * An in-memory stand-in for Firebase with the same rules the product relies on: unique emails,
 * password checks. `failNext(code)` makes the next call fail with that code.
 */
export function createFakeAuthAdapter(options: FakeAuthOptions = {}) {
  let nextUid = 1;
  const accounts = new Map<string, Account>();
  for (const account of options.accounts ?? []) {
    accounts.set(account.email, { ...account, uid: `uid-${nextUid++}`, provider: 'password' });
  }
  let current: Account | null = options.signedInAs
    ? (accounts.get(options.signedInAs) ?? null)
    : null;
  let queuedFailure: string | null = null;
  const listeners = new Set<(user: AuthUser | null, token: string | null) => void>();
  const calls: string[] = [];

  const toUser = (a: Account): AuthUser => ({
    uid: a.uid,
    email: a.email,
    displayName: a.displayName,
    providerIds: [a.provider],
  });
  const emit = () =>
    listeners.forEach((l) =>
      l(current ? toUser(current) : null, current ? `token-${current.uid}` : null),
    );
  const step = async (name: string) => {
    calls.push(name);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (queuedFailure) {
      const code = queuedFailure;
      queuedFailure = null;
      return fail(code);
    }
    return undefined;
  };
  const signInAs = (account: Account) => {
    current = account;
    emit();
  };

  const adapter: AuthAdapter = {
    onIdTokenChanged(listener) {
      listeners.add(listener);
      if (!options.neverResolves)
        queueMicrotask(() =>
          listener(current ? toUser(current) : null, current ? `token-${current.uid}` : null),
        );
      return () => listeners.delete(listener);
    },
    async signInWithGoogle() {
      await step('signInWithGoogle');
      const email = 'google.user@example.com';
      const account = accounts.get(email) ?? {
        uid: `uid-${nextUid++}`,
        email,
        password: '',
        displayName: 'Google User',
        provider: 'google.com',
      };
      accounts.set(email, account);
      signInAs(account);
    },
    async signUpWithEmail({ email, password, displayName }) {
      await step('signUpWithEmail');
      if (accounts.has(email)) return fail('auth/email-already-in-use');
      if (password.length < 6) return fail('auth/weak-password');
      const account = {
        uid: `uid-${nextUid++}`,
        email,
        password,
        displayName: displayName ?? null,
        provider: 'password',
      };
      accounts.set(email, account);
      signInAs(account);
    },
    async signInWithEmail({ email, password }) {
      await step('signInWithEmail');
      const account = accounts.get(email);
      if (!account) return fail('auth/user-not-found');
      if (account.password !== password) return fail('auth/wrong-password');
      signInAs(account);
    },
    async sendPasswordReset(email) {
      await step('sendPasswordReset');
      if (!accounts.has(email)) return fail('auth/user-not-found');
    },
    async signOut() {
      await step('signOut');
      current = null;
      emit();
    },
    async reauthenticate({ password }) {
      await step('reauthenticate');
      if (!current) return fail('auth/no-current-user');
      if (current.provider === 'password' && current.password !== password)
        return fail('auth/wrong-password');
      return `token-${current.uid}`;
    },
    getIdToken() {
      return Promise.resolve(current ? `token-${current.uid}` : null);
    },
  };

  return {
    adapter,
    calls,
    failNext(code: string) {
      queuedFailure = code;
    },
    hasAccount: (email: string) => accounts.has(email),
  };
}
