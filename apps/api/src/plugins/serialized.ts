import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A JSON body written ahead of the requests that send it, exactly as the route's response schema
 * would encode it (the same fields in the same order), with its ETag.
 */
export type Serialized = { body: Buffer; etag: string };

/** The JSON text the zod serializer would send for `value` (it throws where the value doesn't fit). */
export const encodeJson = <S extends z.ZodType>(schema: S, value: z.output<S>): string =>
  JSON.stringify(z.encode(schema, value));

export function serialized<S extends z.ZodType>(schema: S, value: z.output<S>): Serialized {
  const body = Buffer.from(encodeJson(schema, value));
  // Weak: a compressed copy of the same body is the same resource.
  return {
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/** Whether the client's If-None-Match names this ETag (compared weakly, as RFC 9110 asks). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const own = etag.replace(/^W\//, '');
  return header
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === own);
}

/** Sends JSON text as it is, past the route's serializer (its schema still documents the route). */
export const sendJson = (reply: FastifyReply, body: string | Buffer) =>
  reply.type(JSON_TYPE).send(body);

/** Sends a body written ahead, or 304 Not Modified when the client holds this version of it. */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, page: Serialized) {
  void reply.header('etag', page.etag);
  if (matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  return sendJson(reply, page.body);
}
