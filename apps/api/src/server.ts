import { join } from 'node:path';
import { buildApp } from './app';
import { type ApiConfig, analyticsOrigins, readConfig } from './config';
import { catalogueStatus, importCatalogue } from './catalogue/import-catalogue';
import { isBehind, resolveSource } from './catalogue/source';
import { openDatabase } from './db/database';
import { firebaseTokenVerifier } from './plugins/identity';

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and listens.
 * With `importFrom`, a career catalogue that is empty, or older than the release at hand (or
 * without the BLS tables that are at hand), is first imported (see catalogue/source.ts).
 */
export async function startServer(config: ApiConfig, importFrom?: { root: string }) {
  if (config.FIREBASE_AUTH_EMULATOR_HOST)
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = config.FIREBASE_AUTH_EMULATOR_HOST;
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: join(config.DATA_DIR, 'pglite') },
  );
  if (importFrom) {
    const loaded = await catalogueStatus(database.db);
    const source = loaded
      ? await resolveSource({ env: process.env, dataDir: config.DATA_DIR, ...importFrom }).catch(
          () => null,
        )
      : await resolveSource({ env: process.env, dataDir: config.DATA_DIR, ...importFrom });
    if (source && (await isBehind(loaded, source))) {
      const reason = loaded ? 'is older than the data at hand' : 'is empty';
      console.log(`The career catalogue ${reason}: importing O*NET from ${source.dir}…`);
      const result = await importCatalogue(database.db, { onet: source.dir, bls: source.bls });
      console.log(
        `Imported O*NET ${result.release}: ${result.counts.occupations} careers` +
          (result.labour
            ? `, BLS pay (${result.labour.pay}) and outlook (${result.labour.outlook}).`
            : ', without BLS pay and outlook.'),
      );
    }
  }
  const app = await buildApp({
    database,
    verifyToken: await firebaseTokenVerifier(config.FIREBASE_PROJECT_ID),
    corsOrigins: config.CORS_ORIGINS,
    logLevel: config.LOG_LEVEL,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    userRateLimitPerMinute: config.USER_RATE_LIMIT_PER_MINUTE,
    redisUrl: config.REDIS_URL,
    trustProxy: config.TRUST_PROXY,
    web: config.WEB_DIR
      ? {
          dir: config.WEB_DIR,
          authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
          connectOrigins: analyticsOrigins(config).connect,
          scriptOrigins: analyticsOrigins(config).script,
        }
      : undefined,
  });
  app.addHook('onClose', () => database.close());
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  return { app, address, database };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../../..', import.meta.url).pathname;
  const { app, address, database } = await startServer(readConfig(), { root });
  app.log.info(`Pathwise API on ${address} (${database.kind})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
}
