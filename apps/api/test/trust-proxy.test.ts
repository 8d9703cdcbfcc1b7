import { readConfig } from '../src/config';
import { startApi } from './helpers';

/** Statuses of `/healthz` asked for once by each client in turn, all through one proxy. */
async function statuses(
  api: Awaited<ReturnType<typeof startApi>>,
  clients: { remoteAddress: string; forwardedFor?: string }[],
) {
  const seen: number[] = [];
  for (const { remoteAddress, forwardedFor } of clients) {
    const response = await api.app.inject({
      url: '/healthz',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    seen.push(response.statusCode);
  }
  return seen;
}

const PROXY = '10.0.0.2';
const viaProxy = (client: string) => ({ remoteAddress: PROXY, forwardedFor: client });

describe('TRUST_PROXY', () => {
  it('reads true, false, addresses and ranges, and refuses anything else naming the variable', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(
      readConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8, ::1, loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.2', '10.1.0.0/16', 'fd00::/8', '::1', 'loopback']);
    for (const wrong of ['2', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '10.0.0.300'])
      expect(() => readConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('keys the per-address limit on the client a trusted proxy names', async () => {
    const api = await startApi(
      { memory: true },
      { rateLimitPerMinute: 2, trustProxy: readConfig({ TRUST_PROXY: PROXY }).TRUST_PROXY },
    );
    try {
      const first = viaProxy('203.0.113.7');
      const second = viaProxy('203.0.113.8');
      expect(await statuses(api, [first, first, first])).toEqual([200, 200, 429]);
      // Another client behind the same proxy has a bucket of its own.
      expect(await statuses(api, [second, second, second])).toEqual([200, 200, 429]);
      // Someone who is not the proxy can't choose their bucket by sending the header.
      const direct = { remoteAddress: '198.51.100.9' };
      expect(
        await statuses(api, [
          { ...direct, forwardedFor: '192.0.2.1' },
          { ...direct, forwardedFor: '192.0.2.2' },
          { ...direct, forwardedFor: '192.0.2.3' },
        ]),
      ).toEqual([200, 200, 429]);
    } finally {
      await api.close();
    }
  });

  it('ignores X-Forwarded-For when unset, so a client cannot dodge the limit with it', async () => {
    const api = await startApi({ memory: true }, { rateLimitPerMinute: 2 });
    try {
      expect(
        await statuses(api, [
          viaProxy('203.0.113.7'),
          viaProxy('203.0.113.8'),
          viaProxy('203.0.113.9'),
        ]),
      ).toEqual([200, 200, 429]);
    } finally {
      await api.close();
    }
  });
});
