import { inject } from 'vitest';
import { freePort } from './private-postgres';
import { startPrivateRedis } from './private-redis';
import { signUp, startApi } from './helpers';

type Api = Awaited<ReturnType<typeof startApi>>;

/** An address of its own for each test: every test's limits share the one Redis server. */
const someAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Two API replicas on one PostgreSQL database, counting their limits in `redisUrl`. */
async function replicas(redisUrl: string, limits: Parameters<typeof startApi>[1] = {}) {
  const options = { ...limits, redisUrl };
  const url = inject('postgresUrl');
  return Promise.all([startApi({ url }, options), startApi({ url }, options)]);
}

/** Sends `count` requests, taking the replicas in turn, and returns the statuses. */
async function alternate(
  apis: Api[],
  count: number,
  request: { url: string; headers?: Record<string, string> },
  remoteAddress = someAddress(),
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await apis[i % apis.length]!.app.inject({ ...request, remoteAddress });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  }
  return statuses;
}

describe('limits shared through Redis', () => {
  it('counts one person across replicas as one instance counts them', async () => {
    const limits = { userRateLimitPerMinute: 4 };
    const both = await replicas(inject('redisUrl'), limits);
    const single = await startApi({ url: inject('postgresUrl') }, limits);
    try {
      const [split, alone] = await Promise.all([signUp('split'), signUp('alone')]);
      const expected = [200, 200, 200, 200, 429, 429];
      expect(await alternate(both, 6, { url: '/api/me', headers: split.auth })).toEqual(expected);
      expect(await alternate([single], 6, { url: '/api/me', headers: alone.auth })).toEqual(
        expected,
      );
    } finally {
      await Promise.all([...both, single].map((api) => api.close()));
    }
  });

  it('counts one address across replicas', async () => {
    const both = await replicas(inject('redisUrl'), { rateLimitPerMinute: 3 });
    try {
      expect(await alternate(both, 5, { url: '/healthz' })).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await Promise.all(both.map((api) => api.close()));
    }
  });

  it('keeps answering, without limits, while Redis is unreachable', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const api = await startApi({ memory: true }, { redisUrl: nowhere, userRateLimitPerMinute: 2 });
    try {
      const person = await signUp('no-redis');
      expect(await alternate([api], 4, { url: '/api/me', headers: person.auth })).toEqual([
        200, 200, 200, 200,
      ]);
    } finally {
      await api.close();
    }
  });

  it('keeps answering when Redis goes away while the API runs', async () => {
    const redis = await startPrivateRedis();
    const api = await startApi(
      { memory: true },
      { redisUrl: redis.url, userRateLimitPerMinute: 3 },
    );
    try {
      const person = await signUp('redis-gone');
      const request = { url: '/api/me', headers: person.auth };
      const address = someAddress();
      expect(await alternate([api], 2, request, address)).toEqual([200, 200]);
      await redis.stop();
      expect(await alternate([api], 3, request, address)).toEqual([200, 200, 200]);
      expect(await alternate([api], 3, { url: '/healthz' }, address)).toEqual([200, 200, 200]);
    } finally {
      await api.close();
      await redis.stop();
    }
  });
});
