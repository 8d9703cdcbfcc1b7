/**
 * The API as a client in another process sees it. Starts the server the way `npm start` does
 * (scripts/start.sh: the production web build, the API on the embedded database, the Auth emulator),
 * on its own port and data directory, with the rate limits raised so that one client may load it;
 * with --postgres, on a fresh database of a private PostgreSQL server on loopback instead (the
 * server imports the catalogue into it as it starts). Then, from this process:
 *   1. career search latency: the relevance set and 1,000 varied queries (a third with a typo), one
 *      request at a time, as a person searching would (p50, p99);
 *   2. throughput with autocannon: a bare Fastify route in its own process (the baseline), /healthz,
 *      career search over varied queries (terms searched before, and terms never searched), career
 *      pages, and suggestions signed in (the same list again, and a new list each time) and as a
 *      visitor.
 *   npm run bench:api [-- --seconds 10 --connections 10 --postgres]
 * Stop `npm start` first: both use the Auth emulator's port.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_OPERATIONS, type ApiCall, apiCall, withQuery } from '@pathwise/contract';
import { readRelease } from '../../apps/api/src/catalogue/read-release.ts';
import { resolveSource } from '../../apps/api/src/catalogue/source.ts';
import { startPrivatePostgres } from '../../apps/api/test/private-postgres.ts';
import { RELEVANCE_SET } from '../../apps/api/test/search-relevance.ts';
import { startBareFastify, startNpmStartServer } from './npm-start-server.ts';
import { ms, percentile, variedQueries } from './search-queries.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4301' },
    postgres: { type: 'boolean', default: false },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const root = new URL('../..', import.meta.url).pathname;
const base = `http://127.0.0.1:${values.port}`;

/** A private PostgreSQL server with a fresh database for the API, when asked for. */
async function benchDatabase() {
  execFileSync('bash', ['scripts/ensure-postgres.sh'], { cwd: root, stdio: 'inherit' });
  const server = await startPrivatePostgres();
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('create database pathwise_bench');
  await client.end();
  return { url: server.url.replace(/\/postgres$/, '/pathwise_bench'), stop: server.stop };
}

const postgres = values.postgres ? await benchDatabase() : null;
const databaseName = postgres ? 'PostgreSQL 15 on loopback' : 'embedded database (PGlite)';
console.log(`Starting the server as npm start does, on ${base}, ${databaseName}…`);
const server = await startNpmStartServer(values.port, { databaseUrl: postgres?.url });
const bare = await startBareFastify(String(Number(values.port) + 2));

try {
  // The same queries as `npm run bench:engine`, from the titles of the release at hand.
  const source = await resolveSource({ env: process.env, dataDir: `${root}.data`, root });
  const { rows } = await readRelease(source.dir);
  const queries = [
    ...RELEVANCE_SET.map((entry) => entry.query),
    ...variedQueries(rows.occupationTitles.map((row) => row.title)),
  ];
  const searchCall = (q: string) => withQuery(apiCall(API_OPERATIONS.searchCareers), { q });
  const search = (q: string) => fetch(`${base}${searchCall(q).url}`);
  for (const q of queries.slice(0, 50)) await (await search(q)).arrayBuffer(); // warm up
  const times: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    const response = await search(q);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`GET /api/careers?q=${q}: ${response.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nCareer search over HTTP, ${RELEVANCE_SET.length} relevance-set queries and 1,000 varied ones, one at a time`,
  );
  console.log(`  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}`);

  // A person with an interest result, so suggestions do the full work: load results, match, explain.
  const signUp = await fetch(
    `http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
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
  const deck = (await (
    await fetch(
      `${base}${withQuery(apiCall(API_OPERATIONS.getInterestDeck), { size: 'standard', seed: 'bench' }).url}`,
    )
  ).json()) as {
    cards: { id: string; area: string }[];
  };
  const ratings = deck.cards.map((card) => ({
    cardId: card.id,
    rating:
      card.area === 'I' || card.area === 'A' ? 'like' : card.area === 'S' ? 'unsure' : 'dislike',
  }));
  for (const [{ method, url }, body] of [
    [apiCall(API_OPERATIONS.saveInterestAnswers), { ratings }],
    [apiCall(API_OPERATIONS.createInterestResult), {}],
  ] as const) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }

  // Career pages over the whole catalogue, and the same sorted cards sent anonymously (as a visitor
  // whose cards are kept in the browser asks for suggestions).
  const codes = [...new Set(rows.occupationTitles.map((row) => row.code))].slice(0, 500);
  // Terms no one has searched yet in this run (a search is kept per release once made).
  const seen = new Set(queries);
  const unseen = [
    ...new Set(
      variedQueries(
        rows.occupationTitles.map((row) => row.title),
        100_000,
        23,
      ),
    ),
  ].filter((q) => !seen.has(q));
  const anonymousBody = JSON.stringify({ ratings });
  // autocannon's requests name the address `path`.
  const request = ({ method, url }: ApiCall<'GET'>) => ({ method, path: url });
  const targets = [
    { name: 'bare Fastify (baseline)', url: `${bare.base}/` },
    { name: 'GET /healthz', url: `${base}/healthz` },
    {
      name: 'GET /api/careers?q=…',
      url: `${base}${apiCall(API_OPERATIONS.searchCareers).url}`,
      requests: queries.slice(0, 200).map((q) => request(searchCall(q))),
    },
    {
      name: 'GET /api/careers?q=… (new terms)',
      url: `${base}${apiCall(API_OPERATIONS.searchCareers).url}`,
      requests: unseen.map((q) => request(searchCall(q))),
    },
    {
      name: 'GET /api/careers/:code',
      url: `${base}${apiCall(API_OPERATIONS.searchCareers).url}`,
      requests: codes.map((code) => request(apiCall(API_OPERATIONS.getCareer, { code }))),
    },
    {
      name: 'GET /api/me/suggestions',
      url: `${base}${apiCall(API_OPERATIONS.getSuggestions).url}`,
      headers: { authorization },
    },
    {
      // Another pay floor each time: every list is made afresh rather than found kept.
      name: 'GET /api/me/suggestions (new list)',
      url: `${base}${apiCall(API_OPERATIONS.getSuggestions).url}`,
      headers: { authorization },
      requests: Array.from({ length: 100_000 }, (_, i) =>
        request(withQuery(apiCall(API_OPERATIONS.getSuggestions), { minPay: i })),
      ),
    },
    {
      name: 'POST /api/suggestions (visitor)',
      url: `${base}${apiCall(API_OPERATIONS.suggestCareers).url}`,
      method: API_OPERATIONS.suggestCareers.method,
      headers: { 'content-type': 'application/json' },
      body: anonymousBody,
    },
  ];
  type Row = { name: string; rps: number; p50: number; p99: number; errors: number };
  const results: Row[] = [];
  for (const target of targets) {
    const result = await autocannon({
      url: target.url,
      duration,
      connections,
      method: 'method' in target ? target.method : 'GET',
      headers: target.headers,
      body: 'body' in target ? target.body : undefined,
      requests: target.requests,
    });
    results.push({
      name: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const baseline = results[0]!.rps;
  console.log(
    `\nautocannon from another process, ${connections} connections, ${duration} s per route, loopback, ${databaseName}; the baseline is a bare Fastify route in a third process\n`,
  );
  console.log(
    `${'route'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs baseline'.padStart(12)} ${'errors'.padStart(7)}`,
  );
  for (const row of results)
    console.log(
      `${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(9)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${`${((row.rps / baseline) * 100).toFixed(1)}%`.padStart(12)} ${String(row.errors).padStart(7)}`,
    );
  if (results.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  bare.stop();
  server.stop();
  // The API's connections close as it stops; the server and its folder go after.
  if (postgres) setTimeout(postgres.stop, 1000);
}
