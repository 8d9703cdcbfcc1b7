import { inject } from 'vitest';
import { RATE_LIMITS } from '../src/config';
import { signUp, startApi } from './helpers';

const { max, windowMs } = RATE_LIMITS.exportsPerPerson;

/** One API process counting in memory, or two replicas on one database counting in Redis. */
const setups: [name: string, start: () => Promise<Awaited<ReturnType<typeof startApi>>[]>][] = [
  ['one process', async () => [await startApi({ memory: true })]],
  [
    'two replicas sharing Redis',
    async () => {
      const url = inject('postgresUrl');
      const options = { redisUrl: inject('redisUrl') };
      return Promise.all([startApi({ url }, options), startApi({ url }, options)]);
    },
  ],
];

describe.each(setups)('the data export limit, %s', (_name, start) => {
  it(`allows each person ${max} exports an hour, apart from their other requests`, async () => {
    const apis = await start();
    try {
      const [busy, other] = await Promise.all([signUp('exporter'), signUp('other-exporter')]);
      let turn = 0;
      const exportAs = (person: typeof busy) =>
        apis[turn++ % apis.length]!.app.inject({ url: '/api/me/export', headers: person.auth });
      const statuses: number[] = [];
      for (let i = 0; i < max; i++) statuses.push((await exportAs(busy)).statusCode);
      expect(statuses).toEqual(Array(max).fill(200));

      const refused = await exportAs(busy);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(60);
      expect(wait).toBeLessThanOrEqual(windowMs / 1000);

      // The rest of the API still answers them, and other people still export.
      expect((await apis[0]!.app.inject({ url: '/api/me', headers: busy.auth })).statusCode).toBe(
        200,
      );
      expect((await exportAs(other)).statusCode).toBe(200);
    } finally {
      await Promise.all(apis.map((api) => api.close()));
    }
  });
});
