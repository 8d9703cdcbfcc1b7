import { inject } from 'vitest';
import { RATE_LIMITS } from '../src/config';
import { AuthUnavailableError } from '../src/domain/errors';
import { signUp, startApi } from './helpers';

type Api = Awaited<ReturnType<typeof startApi>>;

const { max } = RATE_LIMITS.failedTokensPerAddress;
const badToken = { authorization: 'Bearer not.a.token' };

/** An address of its own for each test: the Redis test's limits share one server with others. */
const someAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Sends `count` requests to /api/me from one address, taking the APIs in turn; the statuses. */
async function send(apis: Api[], count: number, headers: Record<string, string>, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await apis[i % apis.length]!.app.inject({
      url: '/api/me',
      headers,
      remoteAddress: address,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('failed sign-in tokens', () => {
  it(`refuse an address with 429 after ${max} bad tokens, before checking its next token`, async () => {
    const api = await startApi({ memory: true });
    try {
      const person = await signUp('same-address');
      const address = someAddress();
      expect(await send([api], max, badToken, address)).toEqual(Array(max).fill(401));
      const refused = await api.app.inject({
        url: '/api/me',
        headers: badToken,
        remoteAddress: address,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(RATE_LIMITS.failedTokensPerAddress.windowMs / 1000);
      // A good token from that address waits too: nothing is verified for it meanwhile.
      expect(await send([api], 1, person.auth, address)).toEqual([429]);
      // Other addresses are not affected.
      expect(await send([api], 1, person.auth, someAddress())).toEqual([200]);
    } finally {
      await api.close();
    }
  });

  it('do not count good tokens, or calls without one', async () => {
    const api = await startApi({ memory: true });
    try {
      const person = await signUp('good-tokens');
      const address = someAddress();
      expect(await send([api], max - 1, badToken, address)).toEqual(Array(max - 1).fill(401));
      expect(await send([api], 3, person.auth, address)).toEqual([200, 200, 200]);
      expect(await send([api], 3, {}, address)).toEqual([401, 401, 401]);
      expect(await send([api], 2, badToken, address)).toEqual([401, 429]);
    } finally {
      await api.close();
    }
  });

  it('do not count while the sign-in service is unreachable (503, not a bad token)', async () => {
    const api = await startApi(
      { memory: true },
      {
        accounts: {
          verifyToken: async () => {
            throw new AuthUnavailableError('Firebase Auth could not be reached.');
          },
          deleteAccount: async () => undefined,
        },
      },
    );
    try {
      const statuses = await send([api], max + 2, badToken, someAddress());
      expect(statuses).toEqual(Array(max + 2).fill(503));
    } finally {
      await api.close();
    }
  });

  it('count across replicas sharing Redis', async () => {
    const options = { redisUrl: inject('redisUrl') };
    const url = inject('postgresUrl');
    const both = await Promise.all([startApi({ url }, options), startApi({ url }, options)]);
    try {
      const address = someAddress();
      expect(await send(both, max, badToken, address)).toEqual(Array(max).fill(401));
      expect(await send(both, 2, badToken, address)).toEqual([429, 429]);
    } finally {
      await Promise.all(both.map((api) => api.close()));
    }
  });
});
