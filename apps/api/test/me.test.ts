import { databaseTargets, signUp, useApi } from './helpers';

describe.each(databaseTargets())('/api/me on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;

  it('creates the profile on the first call and returns the same one after', async () => {
    const person = await signUp();
    const first = await app().inject({ method: 'GET', url: '/api/me', headers: person.auth });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: person.uid, displayName: null, shareProfile: false });
    const again = await app().inject({ method: 'GET', url: '/api/me', headers: person.auth });
    expect(again.json().createdAt).toBe(first.json().createdAt);
  });

  it('saves a change and keeps the fields it did not touch', async () => {
    const person = await signUp();
    await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: person.auth,
      payload: { displayName: 'Sam', country: 'GB' },
    });
    const response = await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: person.auth,
      payload: { lifeStage: 'changing-careers' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Sam',
      country: 'GB',
      lifeStage: 'changing-careers',
    });
  });

  it.each([
    ['a country that is not a code', { displayName: 'Robin', country: 'Britain' }, 'body.country'],
    ['a name with a zero-width space', { displayName: 'Sam\u200bSmith' }, 'body.displayName'],
    ['a name with a noncharacter', { displayName: 'Sam\uffff' }, 'body.displayName'],
    ['a name with a word joiner', { displayName: 'Sam\u2060' }, 'body.displayName'],
  ])('refuses %s with the failing field and changes nothing', async (_, payload, path) => {
    const person = await signUp();
    await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: person.auth,
      payload: { displayName: 'Sam' },
    });
    const response = await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: person.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'invalid_request', errors: [{ path }] });
    const after = await app().inject({ method: 'GET', url: '/api/me', headers: person.auth });
    expect(after.json().displayName).toBe('Sam');
  });

  it('refuses fields a person may not set, such as the id', async () => {
    const person = await signUp();
    const response = await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: person.auth,
      payload: { id: 'someone-else' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an oversized body with 413', async () => {
    const person = await signUp();
    const response = await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...person.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ displayName: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('answers 401 to anonymous callers and to bad tokens', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic abc' },
    ]) {
      const response = await app().inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe(401);
    }
  });

  it('refuses tokens from another project and expired tokens', async () => {
    const person = await signUp();
    // Emulator tokens are unsigned JWTs; changing a claim keeps them well-formed.
    const [header, payload] = person.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forge = (changes: Record<string, unknown>) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.`;
    const past = Math.floor(Date.now() / 1000) - 7200;
    for (const token of [
      forge({ aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' }),
      forge({ exp: past, iat: past - 3600, auth_time: past - 3600 }),
    ]) {
      const response = await app().inject({
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_token');
    }
    // The unchanged token still works, so the refusals above are about the claims.
    const fine = await app().inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${forge({})}` },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers on every /api/me route the API documents', async () => {
    const document = (await app().inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/me'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method, path] as const));
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const [method, path] of routes) {
      const url = path.replace('{code}', '15-1252.00');
      const response = await app().inject({
        method: method.toUpperCase() as 'GET',
        url,
        payload: method === 'get' || method === 'delete' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("never returns another person's profile", async () => {
    const sam = await signUp('sam');
    const robin = await signUp('robin');
    await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: sam.auth,
      payload: { displayName: 'Sam' },
    });
    const response = await app().inject({ method: 'GET', url: '/api/me', headers: robin.auth });
    expect(response.json()).toMatchObject({ id: robin.uid, displayName: null });
  });
});
