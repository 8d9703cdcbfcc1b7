import { startApi } from './helpers';

describe('requests the framework refuses before any route runs', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi({ memory: true });
  });
  afterAll(() => api.close());

  const expectProblem = (
    response: Awaited<ReturnType<typeof api.app.inject>>,
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status, code, detail: expect.any(String) });
  };

  it('answers an address that cannot be decoded with a 400 problem', async () => {
    expectProblem(await api.app.inject({ url: '/api/careers/%E0%A4%A' }), 400, 'bad_url');
    expectProblem(await api.app.inject({ url: '/api/careers/%zz' }), 400, 'bad_url');
    // A query's stray percent sign is read as itself, as browsers' forms would send it.
    const query = await api.app.inject({ url: '/api/careers?q=%zz' });
    expect(query.statusCode).toBe(200);
  });

  it('answers a body that is not JSON, or empty, or of another type with its own code', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      api.app.inject({
        method: 'POST',
        url: '/api/suggestions',
        headers: { 'content-type': contentType },
        payload,
      });
    expectProblem(await post('{"ratings": ['), 400, 'invalid_json');
    expectProblem(await post(''), 400, 'empty_body');
    expectProblem(await post('ratings=1', 'text/plain'), 415, 'unsupported_media_type');
    expectProblem(await post('<ratings/>', 'application/xml'), 415, 'unsupported_media_type');
    expectProblem(await post('{"__proto__": {"admin": true}}'), 400, 'invalid_json');
    expectProblem(await post(`{"x":"${'a'.repeat(70_000)}"}`), 413, 'payload_too_large');
  });

  it('answers an over-long path parameter and an unknown method with a problem', async () => {
    expectProblem(
      await api.app.inject({ url: `/api/careers/${'1'.repeat(500)}` }),
      414,
      'uri_too_long',
    );
    expectProblem(await api.app.inject({ method: 'PROPFIND', url: '/api/me' }), 404, 'not_found');
  });
});
