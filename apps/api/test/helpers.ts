import { inject } from 'vitest';
import { z } from 'zod';
import { type AppOptions, buildApp } from '../src/app';
import { catalogueStatus, importCatalogue } from '../src/catalogue/import-catalogue';
import { CATALOGUE_FORMAT } from '../src/catalogue/write-catalogue';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../src/db/database';
import { firebaseAccounts } from '../src/plugins/firebase-accounts';

/** Every API test runs against both databases the API supports. */
export const databaseTargets = (): [name: string, target: () => DatabaseTarget][] => [
  ['PGlite', () => ({ memory: true })],
  ['PostgreSQL', () => ({ url: inject('postgresUrl') })],
];

export async function startApi(
  target: DatabaseTarget,
  options: Partial<Omit<AppOptions, 'database'>> = {},
) {
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = inject('authEmulatorHost');
  const database: DatabaseHandle = await openDatabase(target);
  const app = await buildApp({
    database,
    accounts: await firebaseAccounts('demo-pathwise'),
    ...options,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * fetch, tried again when the connection drops: the emulator closes idle keep-alive connections,
 * and a request that races that close fails with "other side closed" before it is sent.
 */
async function fetchWithRetry(url: string, init: RequestInit, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof TypeError)) throw error;
    }
  }
}

/** A new account in the Auth emulator, and its real ID token. */
export async function signUp(label = 'person', displayName?: string) {
  const email = `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetchWithRetry(
    `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct horse battery',
        returnSecureToken: true,
        ...(displayName ? { displayName } : {}),
      }),
    },
  );
  const body = (await response.json()) as {
    idToken: string;
    localId: string;
    refreshToken: string;
  };
  return {
    email,
    uid: body.localId,
    token: body.idToken,
    refreshToken: body.refreshToken,
    auth: { authorization: `Bearer ${body.idToken}` },
  };
}

/** Signs in again with the password: a new token, with a new sign-in time. */
export async function signInAgain(person: { email: string }) {
  const response = await fetchWithRetry(
    `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: person.email,
        password: 'correct horse battery',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken: string };
  return { authorization: `Bearer ${body.idToken}` };
}

/** Names an account in the Auth emulator, as the app does just after sign-up; a fresh token follows. */
export async function nameAccount(
  person: { token: string; refreshToken: string },
  displayName: string,
) {
  const emulator = `http://${inject('authEmulatorHost')}`;
  await fetchWithRetry(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: person.token, displayName }),
    },
  );
  const refreshed = await fetchWithRetry(
    `${emulator}/securetoken.googleapis.com/v1/token?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: person.refreshToken,
      }),
    },
  );
  const body = (await refreshed.json()) as { id_token: string };
  return { authorization: `Bearer ${body.id_token}` };
}

/** Starts the API on a database before the tests of a describe block and stops it after them. */
export function useApi(target: () => DatabaseTarget) {
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  beforeAll(async () => {
    api = await startApi(target());
  });
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('The API is not started yet.');
    return api;
  };
}

/** The newest O*NET release beside the project, which tests import as the real catalogue. */
export const SHARED_ONET = new URL('../../../../shared/data/onet-30.1', import.meta.url).pathname;
/** The older release (29.3 layout), which the importer still reads. */
export const SHARED_ONET_29 = new URL('../../../../shared/data/onet', import.meta.url).pathname;
/** The BLS pay and outlook tables beside the project. */
export const SHARED_BLS = new URL('../../../../shared/data/bls', import.meta.url).pathname;

/** Imports the shared O*NET release and BLS tables unless this database already holds them. */
export async function ensureCatalogue(database: DatabaseHandle) {
  const loaded = await catalogueStatus(database.db);
  if (loaded?.release !== '30.1' || !loaded.labour || loaded.format < CATALOGUE_FORMAT)
    await importCatalogue(database.db, { onet: SHARED_ONET, bls: SHARED_BLS });
}

/**
 * Holds a body written ahead of time to its route's response schema: it must be exactly what the
 * schema's serializer would write for the same content (every field valid, none extra, in order).
 */
export function expectWrittenBy(schema: z.ZodType, body: string) {
  expect(body).toBe(JSON.stringify(z.encode(schema, JSON.parse(body))));
}
