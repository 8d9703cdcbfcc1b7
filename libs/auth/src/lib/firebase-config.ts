export type FirebaseWebConfig = {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
};

export type BackendConfig = {
  firebase: FirebaseWebConfig;
  /** host:port of the Auth emulator, or null to use the real service. */
  authEmulatorHost: string | null;
};

/** The project id the local Auth emulator runs under; `demo-` ids need no account and reach no cloud. */
export const EMULATOR_PROJECT_ID = 'demo-pathwise';
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * Reads the Firebase web config from the build environment. With no API key and project id, or when
 * an emulator host is given, Pathwise talks to the local Auth emulator instead of Firebase.
 */
export function readBackendConfig(env: Env): BackendConfig {
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY');
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const emulatorHost = text(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST');
  if (!apiKey || !projectId) {
    return {
      firebase: { apiKey: 'fake-api-key', projectId: EMULATOR_PROJECT_ID },
      authEmulatorHost: emulatorHost ?? DEFAULT_EMULATOR_HOST,
    };
  }
  return {
    firebase: {
      apiKey,
      projectId,
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
      appId: text(env, 'VITE_FIREBASE_APP_ID'),
    },
    authEmulatorHost: emulatorHost ?? null,
  };
}
