import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { registerFailedTokenLimit } from './failed-tokens';
import type { UserRateLimit } from './identity';
import { networkRateLimited, rateLimited } from '../domain/errors';
import { tooManyRequests } from './too-many-requests';

export type RateLimitOptions = {
  /** Requests a minute from one address. */
  perAddress: number;
  /** Requests a minute from one signed-in person. */
  perPerson: number;
  /** A Redis server shared by every replica; without it each process counts on its own. */
  redisUrl?: string;
  /** Requests the per-address limit leaves alone (the web app's files and pages). */
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
 * Limits per address (every request to the API, refused ones included), per signed-in person and on
 * failed sign-in tokens, counted in Redis when there is one so that they hold across replicas.
 * Returns the per-person count for `registerIdentity`.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<UserRateLimit> {
  await app.register(rateLimit, {
    global: false,
    max: options.perAddress,
    timeWindow: '1 minute',
    allowList: options.skip,
    skipOnError: true,
    nameSpace: 'pathwise-limit-',
    ...(options.redisUrl ? { redis: await limitStore(app, options.redisUrl) } : {}),
    // The plugin has set Retry-After already.
    errorResponseBuilder: (_request, context) => networkRateLimited(Math.ceil(context.ttl / 1000)),
  });
  // A hook on the root runs before any route's own hooks, so requests refused for want of a
  // sign-in (401) count too; a route-level limit would only see the requests that passed.
  app.addHook('onRequest', app.rateLimit());
  registerFailedTokenLimit(app);
  const userLimit = app.createRateLimit({
    max: options.perPerson,
    timeWindow: '1 minute',
    keyGenerator: (request) => `user:${request.identity?.uid}`,
  });
  return async (request) => {
    const result = await userLimit(request);
    return result.isAllowed
      ? { isExceeded: false, ttlInSeconds: 0, max: options.perPerson }
      : {
          isExceeded: result.isExceeded,
          ttlInSeconds: result.ttlInSeconds,
          max: options.perPerson,
        };
  };
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
