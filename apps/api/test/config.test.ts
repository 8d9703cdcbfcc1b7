import { readConfig } from '../src/config';

describe('the API configuration', () => {
  it('limits requests by default, and takes raised limits for load tests', () => {
    expect(readConfig({})).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 1200,
      USER_RATE_LIMIT_PER_MINUTE: 300,
    });
    expect(readConfig({ RATE_LIMIT_PER_MINUTE: '100000' }).RATE_LIMIT_PER_MINUTE).toBe(100000);
  });

  it('refuses an unusable limit, naming the variable', () => {
    expect(() => readConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => readConfig({ USER_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(
      /USER_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('trusts the Auth emulator only for a demo- project on this machine, never in production', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(readConfig(emulator).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    expect(readConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })).toBeTruthy();
    expect(() => readConfig({ ...emulator, FIREBASE_PROJECT_ID: 'pathwise-prod' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST.*FIREBASE_PROJECT_ID "pathwise-prod"/,
    );
    expect(() => readConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'auth.example.com:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST "auth.example.com:9099" is not on this machine/,
    );
    expect(() => readConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1.example.com:9099' })).toThrow(
      /not on this machine/,
    );
    expect(() => readConfig({ ...emulator, NODE_ENV: 'production' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV is production/,
    );
    // Without the emulator, a real project verifies real, signed tokens, in production too.
    expect(
      readConfig({ FIREBASE_PROJECT_ID: 'pathwise-prod', NODE_ENV: 'production' })
        .FIREBASE_PROJECT_ID,
    ).toBe('pathwise-prod');
  });
});
