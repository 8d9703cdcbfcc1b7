import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiUrl } from '@pathwise/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read: the same for everyone who asks in the same language, so browsers and shared
     * caches may keep it this many seconds and then ask again with its ETag.
     */
    publicFor?: number;
  }
}

/**
 * How long a public read may be kept: the catalogue changes only with an import, the deck with a
 * release, and the share of "yes" answers slowly; five minutes puts a change everywhere soon.
 */
export const PUBLIC_READ = { publicFor: 300 };

/** A weak ETag for a body: a compressed copy of the same body is the same resource. */
export const weakEtag = (body: string | Buffer): string =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether the client's If-None-Match names this ETag (compared weakly, as RFC 9110 asks). */
export function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const own = etag.replace(/^W\//, '');
  return header
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === own);
}

const HEALTH = new Set(['/healthz', '/readyz']);

const publicRead = (request: FastifyRequest, reply: FastifyReply) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  reply.statusCode === 200 &&
  request.routeOptions.config.publicFor !== undefined;

/**
 * What the API's answers say about keeping them. A public read (a route's `config.publicFor`) may
 * be kept that long, with an ETag, and is answered 304 when the client holds the same. Everything
 * else the API and the health checks answer is never kept: answers that depend on who asks
 * (their routes say so themselves), refusals and errors, and the server's state now.
 * Registered before compression, so the ETag is the plain body's.
 */
export function registerHttpCaching(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0]!;
    if (!isApiUrl(request.url) && !HEALTH.has(path)) return payload;
    if (!publicRead(request, reply)) {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      return payload;
    }
    void reply.header(
      'cache-control',
      `public, max-age=${request.routeOptions.config.publicFor}, must-revalidate`,
    );
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = String(reply.getHeader('etag') ?? weakEtag(payload));
    void reply.header('etag', etag);
    if (!holdsEtag(request, etag)) return payload;
    void reply.code(304);
    return '';
  });
}
