import { type AddressInfo, type Socket, connect, createServer } from 'node:net';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { databaseFailure } from '../src/db/failures';
import { firebaseAccounts } from '../src/plugins/firebase-accounts';
import { onboarding, profiles } from '../src/db/schema';
import { databaseTargets, signUp, startApi } from './helpers';

/** A TCP hop to the test PostgreSQL server that the test can cut and restore, as a network fault. */
async function cuttableLink(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const port = await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => listen(port),
  };
}

const expectOutage = (
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  code: string,
) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({ status: 503, code });
};

describe('when the database cannot be reached', () => {
  it('answers 503 with Retry-After, loses nothing, and recovers when it is back', async () => {
    const link = await cuttableLink(new URL(inject('postgresUrl')));
    const api = await startApi({ url: link.url });
    try {
      const person = await signUp('outage');
      const saved = await api.app.inject({
        method: 'PUT',
        url: '/api/me/onboarding',
        headers: person.auth,
        payload: { enjoyedSubjects: ['Music'] },
      });
      expect(saved.statusCode).toBe(200);

      await link.cut();
      expectOutage(
        await api.app.inject({ url: '/api/me', headers: person.auth }),
        'database_unavailable',
      );
      expectOutage(
        await api.app.inject({
          method: 'PUT',
          url: '/api/me/onboarding',
          headers: person.auth,
          payload: { enjoyedSubjects: ['Drama'] },
        }),
        'database_unavailable',
      );
      expectOutage(await api.app.inject({ url: '/api/careers?q=nurse' }), 'database_unavailable');

      await link.restore();
      const after = await api.app.inject({ url: '/api/me/onboarding', headers: person.auth });
      expect(after.statusCode).toBe(200);
      expect(after.json().answers.enjoyedSubjects).toEqual(['Music']);
    } finally {
      await link.cut();
      await api.close();
    }
  });
});

describe('when Firebase Auth cannot be reached', () => {
  it('answers 503 auth_unavailable, not 401, and accepts the same token once it is back', async () => {
    const link = await cuttableLink(new URL(`http://${inject('authEmulatorHost')}`));
    const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = new URL(link.url).host;
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ database, accounts: await firebaseAccounts('demo-pathwise') });
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator;
    try {
      const person = await signUp('auth-outage');
      await link.cut();
      expectOutage(await app.inject({ url: '/api/me', headers: person.auth }), 'auth_unavailable');
      await link.restore();
      expect((await app.inject({ url: '/api/me', headers: person.auth })).statusCode).toBe(200);

      // Deleting needs Auth too: refused as a 503, with everything still there.
      await link.cut();
      expectOutage(
        await app.inject({ method: 'DELETE', url: '/api/me', headers: person.auth }),
        'auth_unavailable',
      );
      await link.restore();
      expect((await app.inject({ url: '/api/me', headers: person.auth })).json().id).toBe(
        person.uid,
      );
    } finally {
      await link.cut();
      await app.close();
      await database.close();
    }
  });
});

describe.each(databaseTargets())('database errors read from %s', (_name, target) => {
  it('tells a duplicate from a vanished account from an outage', async () => {
    const api = await startApi(target());
    try {
      const db = api.database.db;
      const uid = `failure-${Math.random().toString(36).slice(2)}`;
      await db.insert(profiles).values({ id: uid });
      const duplicate = await db
        .insert(profiles)
        .values({ id: uid })
        .catch((error) => error);
      expect(databaseFailure(duplicate)).toBe('unique');
      const orphan = await db
        .insert(onboarding)
        .values({ userId: `${uid}-gone`, answers: {} })
        .catch((error) => error);
      expect(databaseFailure(orphan)).toBe('account_vanished');
      expect(databaseFailure(new Error('some other fault'))).toBeNull();
    } finally {
      await api.close();
    }
  });
});
