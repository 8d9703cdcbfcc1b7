/**
 * API throughput on loopback: autocannon against career search, personal suggestions and a bare
 * Fastify route (the baseline), one after the other in one run.
 *   npm run bench:api [-- --seconds 10 --connections 10]
 * Runs on the embedded database under .data/bench (imported once), or DATABASE_URL when set, with
 * the Auth emulator the npm script starts. Rate limits are raised so they don't cut the run short.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { catalogueStatus, importCatalogue } from '../../apps/api/src/catalogue/import-catalogue.ts';
import { isBehind, resolveSource } from '../../apps/api/src/catalogue/source.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { firebaseTokenVerifier } from '../../apps/api/src/plugins/identity.ts';
import { drawDeck } from '@pathwise/assessment';
import { allCards } from '../../apps/api/src/repositories/interests.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const root = new URL('../..', import.meta.url).pathname;
const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!emulator)
  throw new Error('Run this through `npm run bench:api`, which starts the Auth emulator.');

const database = await openDatabase(
  process.env['DATABASE_URL']
    ? { url: process.env['DATABASE_URL'] }
    : { dataDir: `${root}.data/bench/pglite` },
);
{
  const source = await resolveSource({ env: process.env, dataDir: `${root}.data`, root });
  if (await isBehind(await catalogueStatus(database.db), source)) {
    console.log(`Importing O*NET from ${source.dir} for the benchmark…`);
    await importCatalogue(database.db, { onet: source.dir, bls: source.bls });
  }
}

const app = await buildApp({
  database,
  verifyToken: await firebaseTokenVerifier('demo-pathwise'),
  rateLimitPerMinute: 10_000_000,
  userRateLimitPerMinute: 10_000_000,
});
const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

// A person with an interest result, so suggestions do the full work: load results, match, explain.
const signUp = await fetch(
  `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-password',
      returnSecureToken: true,
    }),
  },
);
const { idToken } = (await signUp.json()) as { idToken: string };
const authorization = `Bearer ${idToken}`;
const deck = drawDeck(await allCards(database.db), { size: 'standard', seed: 'bench' });
const ratings = deck.map((card) => ({
  cardId: card.id,
  rating:
    card.area === 'I' || card.area === 'A' ? 'like' : card.area === 'S' ? 'unsure' : 'dislike',
}));
for (const [method, path, body] of [
  ['PUT', '/api/me/interests/answers', { ratings }],
  ['POST', '/api/me/interests/result', undefined],
] as const) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

const queries = [
  'nurse',
  'sofware developer',
  'teacher',
  'electrician',
  'graphic design',
  'accountant',
];
const targets = [
  { name: 'bare Fastify route (baseline)', url: `${bareUrl}/bare` },
  {
    name: 'GET /api/careers?q=…',
    url: `${apiUrl}/api/careers`,
    requests: queries.map((q) => ({
      method: 'GET' as const,
      path: `/api/careers?q=${encodeURIComponent(q)}`,
    })),
  },
  {
    name: 'GET /api/me/suggestions',
    url: `${apiUrl}/api/me/suggestions`,
    headers: { authorization },
  },
];

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];
for (const target of targets) {
  const result = await autocannon({
    url: target.url,
    duration,
    connections,
    headers: target.headers,
    requests: target.requests,
  });
  rows.push({
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

const baseline = rows[0]!.rps;
console.log(
  `\nautocannon, ${connections} connections, ${duration} s per route, loopback, ${database.kind} database\n`,
);
console.log(
  `${'route'.padEnd(32)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs baseline'.padStart(12)} ${'errors'.padStart(7)}`,
);
for (const row of rows)
  console.log(
    `${row.name.padEnd(32)} ${row.rps.toFixed(0).padStart(9)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${`${((row.rps / baseline) * 100).toFixed(1)}%`.padStart(12)} ${String(row.errors).padStart(7)}`,
  );

await Promise.all([app.close(), bare.close()]);
await database.close();
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
