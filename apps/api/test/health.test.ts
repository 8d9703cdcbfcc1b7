import { databaseTargets, startApi } from './helpers';

describe.each(databaseTargets())('health on %s', (_name, target) => {
  it('is live, ready while the database answers, and unavailable once it is gone', async () => {
    const api = await startApi(target());
    expect((await api.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await api.app.inject('/readyz')).json()).toEqual({ status: 'ready', database: 'up' });
    await api.database.close();
    const down = await api.app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'down' });
    await api.app.close();
  });

  it('serves its OpenAPI document and answers unknown routes with problem+json', async () => {
    const api = await startApi(target());
    const openapi = (await api.app.inject('/api/openapi.json')).json();
    expect(openapi.paths).toHaveProperty('/api/me');
    const missing = await api.app.inject('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().code).toBe('not_found');
    await api.close();
  });
});
