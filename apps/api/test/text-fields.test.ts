import { TEXT_MESSAGES } from '@pathwise/contract';
import { databaseTargets, signUp, useApi } from './helpers';

// Raw JSON, so a lone surrogate reaches the API exactly as a hostile client would send it.
const json = (text: string) => ({ 'content-type': 'application/json', payload: text });

describe.each(databaseTargets())('typed text on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;

  it.each([
    ['a NUL alone', '"\\u0000"', TEXT_MESSAGES.control],
    ['a NUL inside', '"a\\u0000b"', TEXT_MESSAGES.control],
    ['a lone surrogate', '"\\ud800"', TEXT_MESSAGES.brokenCharacter],
    ['a direction override', '"Sam\\u202Etxt"', TEXT_MESSAGES.bidi],
    ['zero-width spaces only', '"\\u200b\\u200b"', TEXT_MESSAGES.invisible],
  ])(
    'refuses a name with %s (400, saying why) and keeps the saved one',
    async (_, value, message) => {
      const person = await signUp();
      const auth = person.auth;
      await app().inject({
        method: 'PATCH',
        url: '/api/me',
        headers: auth,
        payload: { displayName: 'Sam' },
      });
      const { payload, ...headers } = json(`{"displayName":${value}}`);
      const response = await app().inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { ...auth, ...headers },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors).toEqual([{ path: 'body.displayName', message }]);
      const after = await app().inject({ method: 'GET', url: '/api/me', headers: auth });
      expect(after.json().displayName).toBe('Sam');
    },
  );

  it.each([
    ['a NUL alone', '["\\u0000"]', TEXT_MESSAGES.control],
    ['a NUL inside', '["a\\u0000b"]', TEXT_MESSAGES.control],
    ['a lone surrogate', '["\\ud800"]', TEXT_MESSAGES.brokenCharacter],
  ])('refuses a subject with %s (400) and keeps the saved answers', async (_, value, message) => {
    const person = await signUp();
    const auth = person.auth;
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/me/onboarding',
      headers: auth,
      payload: { enjoyedSubjects: ['Maths'] },
    });
    expect(saved.statusCode).toBe(200);
    const { payload, ...headers } = json(`{"enjoyedSubjects":${value}}`);
    const response = await app().inject({
      method: 'PUT',
      url: '/api/me/onboarding',
      headers: { ...auth, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([{ path: 'body.enjoyedSubjects.0', message }]);
    const after = await app().inject({ method: 'GET', url: '/api/me/onboarding', headers: auth });
    expect(after.json().answers.enjoyedSubjects).toEqual(['Maths']);
  });

  it('keeps names as people type them, tidied: trimmed and in one Unicode form', async () => {
    const person = await signUp();
    const response = await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: person.auth,
      payload: { displayName: '  Rene\u0301e Ørsted 🌱 ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().displayName).toBe('Ren\u00e9e Ørsted 🌱');
  });

  it('refuses a search for control characters, and still finds careers for a plain one', async () => {
    const bad = await app().inject({ url: '/api/careers?q=nurse%00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'querystring.q', message: TEXT_MESSAGES.control }]);
    expect((await app().inject({ url: '/api/careers?q=%20%20' })).statusCode).toBe(200);
  });
});
