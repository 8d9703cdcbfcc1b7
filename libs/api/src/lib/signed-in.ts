import type { FakeAuthOptions } from '@pathwise/auth/testing';
import type { RequestHandler } from 'msw';

/** The person stories and tests sign in as, with an account in the fake sign-in service. */
export const SAM = {
  email: 'sam@example.com',
  password: 'correct horse battery',
  displayName: 'Sam',
} as const;

/** A story's `auth` parameter: Sam's account, signed in. */
export const signedIn = { accounts: [SAM], signedInAs: SAM.email } satisfies FakeAuthOptions;

/** A story's parameters: signed in as Sam, with the API answering through these handlers. */
export const signedInWith = (handlers: RequestHandler[]) => ({
  auth: signedIn,
  msw: { handlers },
});
