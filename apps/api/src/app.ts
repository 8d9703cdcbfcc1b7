import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  type ZodTypeProvider,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database';
import { type VerifyToken, registerIdentity } from './plugins/identity';
import { registerProblemHandlers } from './plugins/problem';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { profileRoutes } from './routes/profiles';

export type AppOptions = {
  database: DatabaseHandle;
  verifyToken: VerifyToken;
  corsOrigins?: string[];
  logLevel?: string;
  /** Requests per minute per address. */
  rateLimitPerMinute?: number;
};

/** The Pathwise API: every route validated by the shared contract, every error as problem+json. */
export async function buildApp({
  database,
  verifyToken,
  corsOrigins = [],
  logLevel = 'silent',
  rateLimitPerMinute = 600,
}: AppOptions) {
  const app = Fastify({
    bodyLimit: 64 * 1024,
    logger: {
      level: logLevel,
      // Tokens and answers never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemHandlers(app);
  registerIdentity(app, verifyToken);

  await app.register(helmet);
  await app.register(cors, { origin: corsOrigins.length ? corsOrigins : false });
  await app.register(rateLimit, { max: rateLimitPerMinute, timeWindow: '1 minute' });
  await app.register(swagger, {
    openapi: { info: { title: 'Pathwise API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes(database.ping));
  await app.register(meRoutes(database.db));
  await app.register(profileRoutes(database.db));
  return app;
}
