import { i18n } from '@pathwise/i18n';
import { GENERIC_AUTH_ERROR, authErrorMessage } from './auth-error-messages';

const generic = () => i18n._(GENERIC_AUTH_ERROR);

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
    expect(message).not.toBe(generic());
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
    expect(authErrorMessage('constructor')).toBe(generic());
    expect(authErrorMessage('auth/something-new')).toBe(generic());
    expect(authErrorMessage('unknown')).toBe(generic());
  });
});

describe('in Spanish', () => {
  afterEach(() => i18n.activate('en'));

  it('says what went wrong in the reader’s language', async () => {
    const { messages } = await import('../locales/es.po');
    i18n.load('es', messages);
    i18n.activate('es');
    expect(authErrorMessage('auth/wrong-password')).toBe(
      'Esa contraseña no es correcta. Vuelve a intentarlo o restablécela más abajo.',
    );
    expect(authErrorMessage('auth/something-new')).toBe(
      'Algo falló al iniciar sesión. Vuelve a intentarlo en un momento.',
    );
  });
});
