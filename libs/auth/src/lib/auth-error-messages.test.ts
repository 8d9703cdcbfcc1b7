import { GENERIC_AUTH_ERROR, authErrorMessage } from './auth-error-messages';

describe('authErrorMessage', () => {
  it.each([
    'auth/wrong-password',
    'auth/email-already-in-use',
    'auth/user-not-found',
    'auth/too-many-requests',
    'auth/expired-action-code',
    'auth/invalid-action-code',
    'auth/user-disabled',
    'auth/network-request-failed',
    'auth/popup-closed-by-user',
  ])('explains %s in its own words', (code) => {
    const message = authErrorMessage(code);
    expect(message).not.toBe(GENERIC_AUTH_ERROR);
    expect(message).not.toContain('auth/');
  });

  it('gives every spec error a different message from the others where the cause differs', () => {
    expect(authErrorMessage('auth/user-not-found')).not.toBe(
      authErrorMessage('auth/email-already-in-use'),
    );
    expect(authErrorMessage('auth/expired-action-code')).not.toBe(
      authErrorMessage('auth/invalid-action-code'),
    );
  });

  it('falls back to a generic message for unknown codes', () => {
    expect(authErrorMessage('auth/something-new')).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage('unknown')).toBe(GENERIC_AUTH_ERROR);
  });
});
