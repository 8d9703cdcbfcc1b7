import type { FastifyReply } from 'fastify';
import { weakEtag } from './http-caching';
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
  return { body, etag: weakEtag(body) };
}

/** Sends JSON text as it is, past the route's serializer (its schema still documents the route). */
export const sendJson = (reply: FastifyReply, body: string | Buffer) =>
  reply.type(JSON_TYPE).send(body);

/**
 * Sends a body written ahead with its ETag, hashed once (a public read's caching answers 304 when
 * the client holds this version: see http-caching.ts).
 */
export const sendSerialized = (reply: FastifyReply, page: Serialized) =>
  sendJson(reply.header('etag', page.etag), page.body);
