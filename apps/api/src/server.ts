import { join } from 'node:path';
import { buildApp } from './app';
import { type ApiConfig, analyticsOrigins, readConfig } from './config';
import { catalogueStatus, importCatalogue } from './catalogue/import-catalogue';
import { isBehind, resolveSource } from './catalogue/source';
import { type DatabaseHandle, openDatabase } from './db/database';
import { firebaseAccounts } from './plugins/firebase-accounts';

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
  // Replicas starting together check and import one after another: the first imports, the
  // others then find the catalogue current.
  if (importFrom)
    await database.exclusive('catalogue', () => importWhenBehind(database, config, importFrom));
  const app = await buildApp({
    database,
    accounts: await firebaseAccounts(config.FIREBASE_PROJECT_ID),
    corsOrigins: config.CORS_ORIGINS,
    logLevel: config.LOG_LEVEL,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    userRateLimitPerMinute: config.USER_RATE_LIMIT_PER_MINUTE,
    recentSignInSeconds: config.RECENT_SIGN_IN_SECONDS,
    redisUrl: config.REDIS_URL,
    trustProxy: config.TRUST_PROXY,
    web: config.WEB_DIR
      ? {
          dir: config.WEB_DIR,
          authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
          connectOrigins: analyticsOrigins(config).connect,
          scriptOrigins: analyticsOrigins(config).script,
          publicOrigin: config.PUBLIC_ORIGIN ?? listeningOrigin(config),
        }
      : undefined,
  });
  app.addHook('onClose', () => database.close());
  // A proxy keeps its connections to the API open (nginx for a minute), and a closing server ends
  // only the idle ones: answers sent while it closes end their connection, so stopping takes as long
  // as the requests in flight, not as long as the proxy's idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  return { app, address, database };
}

/** The address the server listens on, as an origin (loopback for an all-interfaces host). */
function listeningOrigin({ HOST, PORT }: ApiConfig) {
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${PORT}`;
}

async function importWhenBehind(
  database: DatabaseHandle,
  config: ApiConfig,
  importFrom: { root: string },
) {
  const loaded = await catalogueStatus(database.db);
  const source = loaded
    ? await resolveSource({ env: process.env, dataDir: config.DATA_DIR, ...importFrom }).catch(
        () => null,
      )
    : await resolveSource({ env: process.env, dataDir: config.DATA_DIR, ...importFrom });
  if (!source || !(await isBehind(loaded, source))) return;
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../../..', import.meta.url).pathname;
  const { app, address, database } = await startServer(readConfig(), { root });
  app.log.info(`Pathwise API on ${address} (${database.kind})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
}
