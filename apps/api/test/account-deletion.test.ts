import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { eq } from 'drizzle-orm';
import { profiles } from '../src/db/schema';
import { databaseTargets, signInAgain, signUp, startApi } from './helpers';
import { type OpenApi, operationsOf } from './operations';

describe.each(databaseTargets())('deleting an account on %s', (_name, target) => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let replica: Awaited<ReturnType<typeof startApi>> | null = null;
  beforeAll(async () => {
    api = await startApi(target());
    // A second API process on the same database: it has seen the token before the deletion.
    if ('url' in target()) replica = await startApi(target());
  });
  afterAll(async () => {
    await replica?.close();
    await api.close();
  });

  const firebaseUser = (uid: string) =>
    getAuth(getApps().find((app) => app.name.startsWith('demo-pathwise@'))!)
      .getUser(uid)
      .then(
        () => 'exists',
        (error: { code?: string }) => error.code,
      );

  it('removes the sign-in account and the data, and refuses the old token everywhere', async () => {
    const person = await signUp('leaving');
    const saved = await api.app.inject({
      method: 'PUT',
      url: '/api/me/onboarding',
      headers: person.auth,
      payload: { enjoyedSubjects: ['Art'] },
    });
    expect(saved.statusCode).toBe(200);
    if (replica)
      expect((await replica.app.inject({ url: '/api/me', headers: person.auth })).statusCode).toBe(
        200,
      );
    expect(await firebaseUser(person.uid)).toBe('exists');

    const deleted = await api.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: person.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await firebaseUser(person.uid)).toBe('auth/user-not-found');

    // The token is still within its hour. Every operation behind sign-in refuses it, on the
    // process that deleted the account and on one that had already taken the token.
    const operations = operationsOf(
      (await api.app.inject({ url: '/api/openapi.json' })).json() as OpenApi,
    ).filter((operation) => operation.signedIn);
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const server of [api, replica].filter((s) => s !== null)) {
      for (const { method, url } of operations) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        const response = await server.app.inject({ method, url, payload, headers: person.auth });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json().code, `${method} ${url}`).toBe('account_deleted');
      }
    }
    const rows = await api.database.db.select().from(profiles).where(eq(profiles.id, person.uid));
    expect(rows).toEqual([]);
  });

  it('leaves other people alone', async () => {
    const [leaving, staying] = await Promise.all([signUp('leaving'), signUp('staying')]);
    await api.app.inject({ url: '/api/me', headers: staying.auth });
    await api.app.inject({ method: 'DELETE', url: '/api/me', headers: leaving.auth });
    expect(await firebaseUser(staying.uid)).toBe('exists');
    const me = await api.app.inject({ url: '/api/me', headers: staying.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(staying.uid);
  });

  it('asks for a sign-in in the last few minutes, and keeps everything until then', async () => {
    const strict = await startApi(target(), { recentSignInSeconds: 1 });
    try {
      const person = await signUp('stale');
      expect((await strict.app.inject({ url: '/api/me', headers: person.auth })).statusCode).toBe(
        200,
      );
      // The sign-in grows old on a clock the test sets (the API reads the time from Date).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(signedInAt(person.auth) + 2_100);
      const refused = await strict.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: person.auth,
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().code).toBe('recent_sign_in_required');
      expect(await firebaseUser(person.uid)).toBe('exists');
      expect((await strict.app.inject({ url: '/api/me', headers: person.auth })).statusCode).toBe(
        200,
      );

      const fresh = await signInAgain(person);
      vi.setSystemTime(signedInAt(fresh) + 500);
      const deleted = await strict.app.inject({ method: 'DELETE', url: '/api/me', headers: fresh });
      expect(deleted.statusCode).toBe(204);
      expect(await firebaseUser(person.uid)).toBe('auth/user-not-found');
    } finally {
      vi.useRealTimers();
      await strict.close();
    }
  });
});

/** When the token's holder signed in, as its `auth_time` claim says (whole seconds). */
function signedInAt(headers: { authorization: string }) {
  const payload = headers.authorization.split('.')[1]!;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { auth_time: number };
  return claims.auth_time * 1000;
}
