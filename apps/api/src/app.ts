import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet, { ANSWER_POLICY, documentHeaders } from './plugins/security-headers';
import { clientErrorHandler } from './plugins/client-errors';
import { registerJsonBody } from './plugins/json-body';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database';
import type { Accounts } from './domain/identity';
import { registerHttpCaching } from './plugins/http-caching';
import { registerIdentity } from './plugins/identity';
import { openApiOptions } from './plugins/openapi';
import { isClosedAccount } from './repositories/profiles';
import { registerRateLimits } from './plugins/rate-limits';
import { frameworkErrorHandler, registerProblemHandlers } from './plugins/problem';
import { webContentSecurityPolicy } from './web/content-security-policy';
import { WEB_ASSETS, type WebOptions, registerWeb } from './web/register-web';
import { readWebPages } from './web/web-pages';
import { healthRoutes } from './routes/health';
import { careerRoutes } from './routes/careers';
import { favouriteRoutes } from './routes/favourites';
import { groupRoutes } from './routes/groups';
import { interestRoutes } from './routes/interests';
import { personalityRoutes } from './routes/personality';
import { sharedReportPreviewRoutes } from './routes/shared-report-preview';
import { suggestionRoutes } from './routes/suggestions';
import { verdictRoutes } from './routes/verdicts';
import { careerPages } from './services/career-pages';
import { careerSearch } from './services/career-search';
import { readTranslations } from './catalogue/translations';
import { registerRequestLocale } from './plugins/request-locale';
import { occupationIndex } from './services/occupation-index';
import { polledValue } from './services/per-release';
import { dataSources } from './repositories/careers';
import { meRoutes } from './routes/me';
import { profileRoutes } from './routes/profiles';
import { exportRoutes } from './routes/export';
import { RATE_LIMITS } from './config';
import { API_PREFIX, isApiUrl } from '@pathwise/contract';

export type AppOptions = {
  database: DatabaseHandle;
  /** The sign-in service: verifies callers' tokens, deletes accounts. */
  accounts: Accounts;
  corsOrigins?: string[];
  logLevel?: string;
  /** Requests per minute per address. */
  rateLimitPerMinute?: number;
  /** Requests per minute per signed-in person. */
  userRateLimitPerMinute?: number;
  /** How recent a sign-in must be to delete an account (RECENT_SIGN_IN_SECONDS). */
  recentSignInSeconds?: number;
  /** A Redis server for the limits, shared by every replica (REDIS_URL). */
  redisUrl?: string;
  /** Proxies trusted to name the client in X-Forwarded-For (TRUST_PROXY); none by default. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Serve the built web app beside the API, on the same origin. */
  web?: WebOptions;
};

/** The Pathwise API: every route validated by the shared contract, every error as problem+json. */
export async function buildApp({
  database,
  accounts,
  corsOrigins = [],
  logLevel = 'silent',
  rateLimitPerMinute = RATE_LIMITS.perAddress,
  userRateLimitPerMinute = RATE_LIMITS.perPerson,
  recentSignInSeconds = 300,
  redisUrl,
  trustProxy = false,
  web,
}: AppOptions) {
  // The built pages, read once: for the CSP's script hashes here and for serving them below.
  const webPages = web ? readWebPages(web.dir) : null;
  const securityOptions = {
    contentSecurityPolicy: web
      ? { directives: webContentSecurityPolicy(webPages!.all, web) }
      : ANSWER_POLICY,
  };
  // A refusal made before routing (an oversize header, an unknown method) is never a page.
  const refusalHeaders = documentHeaders({ contentSecurityPolicy: ANSWER_POLICY });
  const app = Fastify({
    bodyLimit: 64 * 1024,
    logger: {
      level: logLevel,
      // Tokens and answers never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => crypto.randomUUID(),
    // request.ip, and so every per-address limit, is the client's only through trusted proxies.
    trustProxy,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: clientErrorHandler(() => refusalHeaders),
  }).withTypeProvider<ZodTypeProvider>();

  // The API reads JSON only: a text/plain body is refused as such (415), not parsed as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let servePage: ((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined;
  registerProblemHandlers(app, () => servePage);
  await app.register(helmet, {
    ...securityOptions,
    subresources: web ? WEB_ASSETS : undefined,
    apiPolicy: web ? ANSWER_POLICY : undefined,
  });
  await app.register(cors, { origin: corsOrigins.length ? corsOrigins : false });
  // Before compression, so a public read's ETag is its plain body's.
  registerHttpCaching(app);
  // Pages and JSON compressed per response where that pays (over 1 KB), at a brotli level that
  // costs little time; the web app's files come already compressed from the build.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  let isFileRequest: ((request: FastifyRequest) => boolean) | undefined;
  // Who asks, first: the limits count a signed-in person as themselves, anyone else by address.
  registerIdentity(app, accounts.verifyToken, (uid) => isClosedAccount(database.db, uid));
  // The limits guard the API: the web app's files are static, and a page fetches dozens of them.
  await registerRateLimits(app, {
    perAddress: rateLimitPerMinute,
    perPerson: userRateLimitPerMinute,
    redisUrl,
    skip: (request) =>
      (isFileRequest?.(request) ?? false) || (request.is404 && !isApiUrl(request.url)),
  });
  await app.register(swagger, openApiOptions);

  await app.register(healthRoutes, { ping: database.ping });
  const db = database.db;
  // The catalogue's words in the other languages, read and checked once.
  const translations = readTranslations();
  // Every career's page, for the API's answers and the web app's career pages.
  const pages = careerPages(db, translations);
  await app.register(
    async (api) => {
      registerRequestLocale(api, translations);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(meRoutes, {
        db,
        deleteAccount: accounts.deleteAccount,
        recentSignInSeconds,
      });
      await api.register(profileRoutes, { db });
      await api.register(exportRoutes, { db });
      await api.register(careerRoutes, { db, search: careerSearch(db, translations), pages });
      await api.register(favouriteRoutes, { db });
      await api.register(personalityRoutes, { db });
      await api.register(sharedReportPreviewRoutes, { db });
      await api.register(interestRoutes, { db });
      const index = occupationIndex(db);
      await api.register(suggestionRoutes, { db, index, translations });
      await api.register(verdictRoutes, { db, index });
      await api.register(groupRoutes, { db, index, translations });
    },
    { prefix: API_PREFIX },
  );
  if (web) {
    const release = polledValue(async () => (await dataSources(database.db)).onet || null, null);
    await release.ready;
    ({ servePage, isFileRequest } = await registerWeb(app, {
      ...web,
      pages: webPages!,
      onetRelease: release.current,
      careers: pages,
    }));
  }
  return app;
}
