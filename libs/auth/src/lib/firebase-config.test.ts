import { readBackendConfig } from './firebase-config';

describe('readBackendConfig', () => {
  it('uses the local emulator when no Firebase project is configured', () => {
    expect(readBackendConfig({})).toEqual({
      firebase: { apiKey: 'fake-api-key', projectId: 'demo-pathwise' },
      authEmulatorHost: '127.0.0.1:9099',
    });
  });

  it('uses the configured project, without the emulator', () => {
    const config = readBackendConfig({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'pathwise-prod',
      VITE_FIREBASE_AUTH_DOMAIN: 'pathwise-prod.firebaseapp.com',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(config.authEmulatorHost).toBeNull();
    expect(config.firebase).toEqual({
      apiKey: 'key',
      projectId: 'pathwise-prod',
      authDomain: 'pathwise-prod.firebaseapp.com',
      appId: '1:2:web:3',
    });
  });

  it('connects a configured project to an emulator when one is named', () => {
    const config = readBackendConfig({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'demo-other',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199',
    });
    expect(config.authEmulatorHost).toBe('localhost:9199');
  });

  it('treats blank values as missing', () => {
    expect(
      readBackendConfig({ VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_PROJECT_ID: 'x' })
        .authEmulatorHost,
    ).toBe('127.0.0.1:9099');
  });
});
