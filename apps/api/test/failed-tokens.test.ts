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

/** What a 429 for failed tokens must say: its code, its wait, and the failed-token limit's headers. */
function expectFailedTokenRefusal(refused: Awaited<ReturnType<Api['app']['inject']>>) {
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['content-type']).toContain('application/problem+json');
  expect(refused.json()).toMatchObject({ status: 429, code: 'too_many_failed_sign_ins' });
  const wait = Number(refused.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(RATE_LIMITS.failedTokensPerAddress.windowMs / 1000);
  expect(refused.json().detail).toContain(`${wait} seconds`);
  expect(refused.headers['x-ratelimit-limit']).toBe(String(max));
  expect(refused.headers['x-ratelimit-remaining']).toBe('0');
}

/**
 * A token the Auth emulator itself would have issued, past its time. The emulator's tokens are
 * unsigned, so the API reads it as genuine and expired.
 */
function expiredToken(uid: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 7200;
  const claims = {
    iss: 'https://securetoken.google.com/demo-pathwise',
    aud: 'demo-pathwise',
    sub: uid,
    user_id: uid,
    auth_time: past,
    iat: past,
    exp: past + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return { authorization: `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.` };
}

/** Runs `test` against an API of its own on an in-memory database, and stops it after. */
async function onApi(test: (api: Api) => Promise<void>) {
  const api = await startApi({ memory: true });
  try {
    await test(api);
  } finally {
    await api.close();
  }
}

describe('failed sign-in tokens', () => {
  it(`cost only their sender: past ${max} from an address, its bad tokens get 429 and its good ones still pass`, () =>
    onApi(async (api) => {
      const person = await signUp('same-address');
      const address = someAddress();
      expect(await send([api], max, badToken, address)).toEqual(Array(max).fill(401));
      expectFailedTokenRefusal(
        await api.app.inject({ url: '/api/me', headers: badToken, remoteAddress: address }),
      );
      // A classmate behind the same address, with a valid token, is answered as ever.
      expect(await send([api], 3, person.auth, address)).toEqual([200, 200, 200]);
      expect(await send([api], 1, badToken, address)).toEqual([429]);
      // Other addresses are not affected.
      expect(await send([api], 1, badToken, someAddress())).toEqual([401]);
    }));

  it("do not count a genuine token that has expired (an app's stale token)", () =>
    onApi(async (api) => {
      const person = await signUp('expired');
      const address = someAddress();
      const statuses = await send([api], max + 3, expiredToken(person.uid), address);
      expect(statuses).toEqual(Array(max + 3).fill(401));
      expect(await send([api], 1, badToken, address)).toEqual([401]);
    }));

  it('do not count good tokens, or calls without one', () =>
    onApi(async (api) => {
      const person = await signUp('good-tokens');
      const address = someAddress();
      expect(await send([api], max - 1, badToken, address)).toEqual(Array(max - 1).fill(401));
      expect(await send([api], 3, person.auth, address)).toEqual([200, 200, 200]);
      expect(await send([api], 3, {}, address)).toEqual([401, 401, 401]);
      expect(await send([api], 2, badToken, address)).toEqual([401, 429]);
      expect(await send([api], 1, person.auth, address)).toEqual([200]);
    }));

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

  it('count across replicas sharing Redis, and still spare valid tokens there', async () => {
    const options = { redisUrl: inject('redisUrl') };
    const url = inject('postgresUrl');
    const both = await Promise.all([startApi({ url }, options), startApi({ url }, options)]);
    try {
      const person = await signUp('replicas');
      const address = someAddress();
      expect(await send(both, max, badToken, address)).toEqual(Array(max).fill(401));
      expect(await send(both, 2, badToken, address)).toEqual([429, 429]);
      expect(await send(both, 2, person.auth, address)).toEqual([200, 200]);
    } finally {
      await Promise.all(both.map((api) => api.close()));
    }
  });
});
