import { databaseTargets, signUp, useApi } from './helpers';
import { type OpenApi, operationsOf } from './operations';

/** Addresses whose answers depend on who asks, named here apart from the API's own marking. */
const PERSONAL = /^\/api\/(me(\/|$)|shared-reports\/|profiles\/|groups\/)/;

describe.each(databaseTargets())('personal responses on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;

  const operations = async () =>
    operationsOf((await app().inject({ url: '/api/openapi.json' })).json() as OpenApi);

  it('documents every personal operation as behind sign-in, and no other', async () => {
    const all = await operations();
    const personal = all.filter(({ path }) => PERSONAL.test(path));
    expect(personal.length).toBeGreaterThanOrEqual(25);
    for (const { method, path, signedIn } of all)
      expect(signedIn, `${method} ${path}`).toBe(PERSONAL.test(path));
  });

  it('keeps every answer of an operation behind sign-in out of caches, refusals included', async () => {
    const person = await signUp('cache');
    const signedIn = (await operations())
      .filter((operation) => operation.signedIn)
      // Deleting the account goes last: the others need it.
      .sort(
        (a, b) =>
          Number(a.method === 'DELETE' && a.path === '/api/me') -
          Number(b.method === 'DELETE' && b.path === '/api/me'),
      );
    const statuses = new Set<number>();
    for (const { method, url } of signedIn) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const headers of [{}, person.auth]) {
        const response = await app().inject({ method, url, headers, payload });
        statuses.add(response.statusCode);
        expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      }
    }
    // Answers as well as refusals were seen: 200s, 401s, and the 4xx of example values.
    expect(statuses).toContain(200);
    expect(statuses).toContain(401);
    expect(statuses).toContain(404);
  });

  it('lets an answer that is the same for everyone be cached', async () => {
    const response = await app().inject({ url: '/api/verdicts/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+, must-revalidate$/);
  });
});
