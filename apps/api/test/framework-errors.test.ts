import { connect } from 'node:net';
import { startApi } from './helpers';

/** Sends `request` as it is over a new connection and reads the whole answer. */
function rawRequest(port: number, request: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
          }),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    },
  );
}

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
    const proto = await post('{"ratings": [], "__proto__": {"admin": true}}');
    expectProblem(proto, 400, 'forbidden_key');
    expect(proto.json().detail).toContain('__proto__');
    expectProblem(await post('{"constructor": {"prototype": {}}}'), 400, 'forbidden_key');
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

  it('answers oversize headers and an unknown method with a problem and the usual security headers', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (api.app.server.address() as { port: number }).port;
    const usual = await api.app.inject({ url: '/api/healthz' });
    const answers = [
      [
        await rawRequest(
          port,
          `GET /api/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
        431,
        'headers_too_large',
      ],
      [
        await rawRequest(port, 'BREW /api/me HTTP/1.1\r\nHost: x\r\n\r\n'),
        501,
        'method_not_implemented',
      ],
      [await rawRequest(port, 'GET /api/me HTTP/1.1\r\nHost x\r\n\r\n'), 400, 'bad_request'],
    ] as const;
    for (const [answer, status, code] of answers) {
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ status, code, detail: expect.any(String) });
      for (const name of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'x-content-type-options',
        'strict-transport-security',
        'referrer-policy',
      ])
        expect(answer.headers[name], `${status} ${name}`).toBe(usual.headers[name]);
    }
  });

  it('sends framing headers that agree, and a permissions policy', async () => {
    const response = await api.app.inject({ url: '/api/healthz' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });
});

describe('numbers in queries and bodies', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi({ memory: true });
  });
  afterAll(() => api.close());

  const fieldsOf = (response: Awaited<ReturnType<typeof api.app.inject>>) =>
    (response.json() as { errors?: { path: string }[] }).errors?.map(({ path }) => path);

  it.each(['', '%20', '1e3', '-5', '40000.5', '0x10', 'null', 'true', '40000,50000'])(
    'refuses minPay=%s in a query, naming the field',
    async (value) => {
      const response = await api.app.inject({ url: `/api/careers?minPay=${value}` });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['querystring.minPay']);
    },
  );

  it('takes a whole number of dollars, and a limit, in a query', async () => {
    const response = await api.app.inject({ url: '/api/careers?minPay=40000&limit=5' });
    expect(response.statusCode).toBe(200);
    const limit = await api.app.inject({ url: '/api/careers?limit=%20' });
    expect(fieldsOf(limit)).toEqual(['querystring.limit']);
  });

  it.each([null, ' ', '', true, 1.5, -1])('refuses minPay %j in a body', async (minPay) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      payload: { ratings: [{ cardId: 'r1', rating: 'like' }], minPay },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain('body.minPay');
  });
});
