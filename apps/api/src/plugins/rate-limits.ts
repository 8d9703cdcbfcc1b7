import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { registerFailedTokenLimit } from './failed-tokens';
import { signedInPerson } from './identity';
import { networkRateLimited, rateLimited } from '../domain/errors';
import { tooManyRequests } from './too-many-requests';

export type RateLimitOptions = {
  /** Requests a minute from one address. */
  perAddress: number;
  /** Requests a minute from one signed-in person. */
  perPerson: number;
  /** A Redis server shared by every replica; without it each process counts on its own. */
  redisUrl?: string;
  /** Requests the limits leave alone (the web app's files and pages). */
  skip: (request: FastifyRequest) => boolean;
};

/**
 * The Redis client for the limits. A limit never waits for Redis: no queue while it is away, one
 * second at most per command. Errors are logged once per outage, and the limits then let requests
 * through (`skipOnError`): an API without limits for a while beats an API that answers 5xx.
 */
async function limitStore(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (reachable)
      app.log.warn({ err: error }, 'Redis unreachable: rate limits are off until it is back');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) app.log.info('Redis reachable again: rate limits are shared again');
    reachable = true;
  });
  // Start counting in Redis from the first request when it is there; start anyway when it is not.
  await new Promise((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', resolve);
  });
  app.addHook('onClose', async () => redis.disconnect());
  return redis;
}

/**
 * Limits per signed-in person (every request whose token holds, on any route) and per address (every
 * other request to the API: anonymous, refused and failing ones included), and on failed sign-in
 * tokens, counted in Redis when there is one so that they hold across replicas. A class behind one
 * school address is so counted as its students, each on their own; the address limit guards only
 * the traffic no sign-in vouches for. Runs after `registerIdentity`'s check of the token.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    max: options.perAddress,
    timeWindow: '1 minute',
    skipOnError: true,
    nameSpace: 'pathwise-limit-',
    ...(options.redisUrl ? { redis: await limitStore(app, options.redisUrl) } : {}),
    // The plugin has set Retry-After already.
    errorResponseBuilder: (_request, context) => networkRateLimited(Math.ceil(context.ttl / 1000)),
  });
  // Hooks on the root run before any route's own, so requests refused for want of a sign-in (401)
  // count too; a route-level limit would only see the requests that passed.
  app.addHook(
    'onRequest',
    app.rateLimit({
      allowList: (request) => options.skip(request) || signedInPerson(request) !== null,
    }),
  );
  registerFailedTokenLimit(app);
  const personLimit = app.createRateLimit({
    max: options.perPerson,
    timeWindow: '1 minute',
    keyGenerator: (request) => `user:${signedInPerson(request)?.uid}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (options.skip(request) || !signedInPerson(request)) return;
    const result = await personLimit(request);
    if (!result.isAllowed && result.isExceeded)
      throw tooManyRequests(reply, result.ttlInSeconds, options.perPerson, rateLimited);
  });
}

/**
 * An onRequest hook (after `requireIdentity`) allowing each person `max` requests in `windowMs`
 * for the routes it guards, counted apart from their other requests.
 */
export function perPersonLimit(
  app: FastifyInstance,
  name: string,
  { max, windowMs }: { max: number; windowMs: number },
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${request.identity?.uid}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded)
      throw tooManyRequests(reply, result.ttlInSeconds, max, rateLimited);
  };
}
