import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { ApiProcess } from './api-process';
import { killMidRequest } from './mid-request';
import { signUp } from './helpers';
import { type OpenApi, operationsOf } from './operations';
import { freePort } from './private-postgres';
import { type PrivateRedis, startPrivateRedis } from './private-redis';
import { NGINX_TEMPLATE, type PrivateNginx, startPrivateNginx } from './private-nginx';
import {
  ANSWER_BATCHES,
  RetryingClient,
  type Query,
  expectNothingLost,
  requestsBeforeLimit,
  sentAndFound,
  uploadEverything,
} from './upload-client';

const PEOPLE = 8;
/** Small enough for a test to reach, large enough for every uploader's requests. */
const PER_PERSON_LIMIT = 100;
const MIGRATIONS = (
  JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

describe('three API processes behind nginx, on one PostgreSQL server and one Redis', () => {
  const database = `pathwise_replicas_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-replicas-'));
  let admin: pg.Client | undefined;
  let reader: pg.Client | undefined;
  let replicas: ApiProcess[] = [];
  let nginx: PrivateNginx | undefined;
  let redis: PrivateRedis | undefined;
  const query: Query = (text, params) => reader!.query(text, params);

  beforeAll(async () => {
    admin = new pg.Client(inject('postgresUrl'));
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${database}`;
    // A Redis of their own: the shared one's per-address count for loopback is other tests' too.
    redis = await startPrivateRedis();
    replicas = (await distinctPorts(3)).map(
      (port) =>
        new ApiProcess(port, {
          HOST: '127.0.0.1',
          DATABASE_URL: url.href,
          DATA_DIR: dataDir,
          REDIS_URL: redis!.url,
          TRUST_PROXY: 'loopback',
          FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
          FIREBASE_PROJECT_ID: 'demo-pathwise',
          LOG_LEVEL: 'warn',
          // Every request comes from loopback; the per-person limit is the one under test.
          RATE_LIMIT_PER_MINUTE: '100000',
          USER_RATE_LIMIT_PER_MINUTE: String(PER_PERSON_LIMIT),
        }),
    );
    nginx = await startPrivateNginx(replicas.map((replica) => `127.0.0.1:${replica.port}`));
    // All three at once on an empty database: each would migrate and import the catalogue.
    await Promise.all(replicas.map((replica) => replica.start()));
    reader = new pg.Client(url.href);
    await reader.connect();
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    await nginx?.stop();
    await redis?.stop();
    await reader?.end();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('started together, they migrate once and import the catalogue once', async () => {
    const { rows } = await query(
      'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      [],
    );
    expect(rows).toEqual([{ applied: MIGRATIONS, distinct: MIGRATIONS }]);
    const imports = replicas.map((replica) => replica.output.match(/importing O\*NET/g) ?? []);
    expect(imports.flat()).toHaveLength(1);
    for (const replica of replicas) expect((await fetch(`${replica.url}/readyz`)).status).toBe(200);
  });

  it('loses and duplicates nothing while one is killed and another restarted mid-upload', async () => {
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, (_, index) => signUp(`replica-${index}`)),
    );
    const client = new RetryingClient(nginx!.url);
    const [killed, restarted] = replicas as [ApiProcess, ApiProcess];
    // Faults at points in the upload counted in requests answered, a quarter and a half of the way
    // through everyone's batches of answers (ratings and more follow them).
    let inFlight = 0;
    const faults = (async () => {
      await client.answeredAtLeast(PEOPLE * Math.round(ANSWER_BATCHES / 4));
      inFlight = await killMidRequest(killed);
      await client.answeredAtLeast(PEOPLE * Math.round(ANSWER_BATCHES / 2));
      await restarted.stop('SIGTERM');
      // Both come back, as a supervisor would bring them back.
      await Promise.all([restarted.start(), killed.start()]);
    })();
    const uploads = await Promise.all(people.map((person) => uploadEverything(client, person)));
    await faults;
    const requests = client.requests;
    const sentAgain = client.sentAgain;
    const passedOn = nginx!.accessLog().filter((line) => line.includes(', ')).length;
    // Requests the SIGKILL cut off (nginx had sent them; a refused connection is not one).
    const cutOff = nginx!
      .errorLog()
      .filter(
        (line) =>
          line.includes('[error]') &&
          line.includes('while reading response header') &&
          line.includes(`upstream: "http://127.0.0.1:${killed.port}/`),
      ).length;

    // The SIGKILL cut requests off mid-way, and nginx saw them go.
    expect(inFlight).toBeGreaterThan(0);
    expect(cutOff).toBeGreaterThan(0);
    const found = await expectNothingLost(client, query, uploads);
    console.log(
      `Replicas behind nginx: ${PEOPLE} people, ${requests} upload requests (${inFlight} unread and ${cutOff} cut off on the killed process; ${passedOn} passed to another replica by nginx, ${sentAgain} sent again by the client), 1 SIGKILL and 1 restart; ${sentAndFound(uploads, found)}.`,
    );
  }, 120_000);

  it('after an account is deleted through one, every one refuses its token on every private operation', async () => {
    const person = await signUp('deleted-everywhere');
    // Each replica has verified the token and kept it, as after a person's first few requests.
    for (const replica of replicas)
      expect(
        (await fetch(`${replica.url}/api/me/favourites`, { headers: person.auth })).status,
      ).toBe(200);
    const deleted = await fetch(`${nginx!.url}/api/me`, { method: 'DELETE', headers: person.auth });
    expect(deleted.status).toBe(204);

    const document = (await (await fetch(`${nginx!.url}/api/openapi.json`)).json()) as OpenApi;
    const operations = operationsOf(document).filter((operation) => operation.signedIn);
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const replica of replicas) {
      for (const { method, url } of operations) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
        const response = await fetch(`${replica.url}${url}`, {
          method,
          body,
          headers: { ...person.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        });
        const problem = (await response.json()) as { code?: string };
        expect(`${response.status} ${problem.code}`, `${method} ${url} on ${replica.port}`).toBe(
          '401 account_deleted',
        );
      }
    }
  });

  it('runs the nginx configuration that docs/deploy.md gives', () => {
    const deploy = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
    expect(deploy).toContain('```nginx\n' + readFileSync(NGINX_TEMPLATE, 'utf8') + '```');
  });

  it('counts the per-person limit once across the three', async () => {
    const person = await signUp('limited');
    // nginx leaves a replica that failed out for a few seconds: wait until it uses all three again.
    await untilEachServes(nginx!, replicas.length);
    const before = nginx!.accessLog().length;
    expect(await requestsBeforeLimit(nginx!.url, person, PER_PERSON_LIMIT * 3 + 1)).toBe(
      PER_PERSON_LIMIT,
    );
    // Each process had a share: counted per process, three times as many would have passed.
    expect(servedBy(nginx!.accessLog().slice(before)).size).toBe(replicas.length);
  });
});

/** The replicas that served these lines of nginx's access log (the last one tried for each). */
const servedBy = (lines: string[]) => new Set(lines.map((line) => line.split(' ').at(-1)));

async function untilEachServes(nginx: PrivateNginx, replicas: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    await (await fetch(`${nginx.url}/healthz`)).arrayBuffer();
    if (servedBy(nginx.accessLog().slice(-replicas)).size === replicas) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not send requests to every replica again.');
}
