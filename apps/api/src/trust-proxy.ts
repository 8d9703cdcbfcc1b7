import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (behind Fastify's trustProxy) knows for whole ranges of addresses. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR range as Fastify's trustProxy takes it (IPv4 or IPv6, /prefix optional). */
function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: unset or `false` trusts none (the address is
 * the connection's), `true` trusts every hop, and a comma-separated list trusts those addresses and
 * ranges. A number of hops is refused: Fastify no longer honours one, since it cannot tell a proxy
 * from a client that sends the header itself.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | string[] => {
    if (!value || value === 'false') return false;
    if (value === 'true') return true;
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length) {
      context.addIssue({
        code: 'custom',
        message: `"${wrong.join('", "')}" is not an address or range: use true, or the proxies' addresses and CIDR ranges separated by commas (loopback, linklocal and uniquelocal name the usual ranges).`,
      });
      return z.NEVER;
    }
    return entries;
  });
