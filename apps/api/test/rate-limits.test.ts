import { signUp, startApi } from './helpers';

describe('rate limits', () => {
  it('limits each signed-in person on their own, even behind one shared address', async () => {
    const api = await startApi({ memory: true }, { userRateLimitPerMinute: 3 });
    try {
      const [busy, other] = await Promise.all([signUp('busy'), signUp('other')]);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await api.app.inject({ url: '/api/me', headers: busy.auth });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.headers['content-type']).toContain('application/problem+json');
          expect(response.json()).toMatchObject({ status: 429, code: 'rate_limited' });
          expect(response.json().detail).toMatch(/^You have made a lot of requests/);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          // The headers are the person's limit's, the one that refused, not the address's.
          expect(response.headers['x-ratelimit-limit']).toBe('3');
          expect(response.headers['x-ratelimit-remaining']).toBe('0');
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const unaffected = await api.app.inject({ url: '/api/me', headers: other.auth });
      expect(unaffected.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('limits each address on what no sign-in vouches for', async () => {
    const api = await startApi({ memory: true }, { rateLimitPerMinute: 2 });
    try {
      const student = await signUp('student');
      // A signed-in person is counted as themselves, on their own routes and on open ones alike.
      for (const url of ['/api/me', '/api/catalogue', '/api/me', '/api/catalogue'])
        expect((await api.app.inject({ url, headers: student.auth })).statusCode).toBe(200);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await api.app.inject({ url: '/healthz' })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await api.app.inject({ url: '/healthz' });
      expect(limited.json()).toMatchObject({ code: 'network_rate_limited' });
      expect(limited.json().detail).toContain('from your network');
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');
      // A token that does not hold vouches for nothing: counted by address, and refused with it.
      const forged = await api.app.inject({
        url: '/api/catalogue',
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(forged.statusCode).toBe(429);
      // The student carries on.
      expect((await api.app.inject({ url: '/api/me', headers: student.auth })).statusCode).toBe(
        200,
      );
    } finally {
      await api.close();
    }
  });

  it('counts requests refused for want of a sign-in, and unknown API paths', async () => {
    const api = await startApi({ memory: true }, { rateLimitPerMinute: 3 });
    try {
      const statuses = [];
      for (const url of ['/api/me', '/api/me/export', '/api/nothing-here', '/api/me'])
        statuses.push((await api.app.inject({ url })).statusCode);
      expect(statuses).toEqual([401, 401, 404, 429]);
    } finally {
      await api.close();
    }
  });
});
