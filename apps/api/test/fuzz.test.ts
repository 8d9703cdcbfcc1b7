import fc from 'fast-check';
import { z } from 'zod';
import { type FuzzPerson, fuzzPerson, nextPerson, withFreshToken } from './fuzz/fuzz-person';
import {
  type FuzzCase,
  type OpenApiDocument,
  type Operation,
  describeCase,
  fuzzedOperations,
  requestCases,
} from './fuzz/requests';
import { storedRows } from './fuzz/stored-rows';
import { Tally } from './fuzz/tally';
import { databaseTargets, ensureCatalogue, startApi } from './helpers';

/**
 * FUZZ_RUNS cases per operation (300 in `npm test`, 10,000 in `npm run fuzz`). FUZZ_SEED replays
 * a run (every operation's cases come from it) and FUZZ_PATH one failing case of it, as the
 * failure message says: the same request shapes, with the ids of that run's new accounts.
 */
const settings = z
  .object({
    FUZZ_RUNS: z.coerce.number().int().min(1).max(1_000_000).default(300),
    FUZZ_SEED: z.coerce.number().int().min(0).max(0x7fffffff).optional(),
    FUZZ_PATH: z
      .string()
      .regex(/^\d+(:\d+)*$/)
      .optional(),
  })
  .parse(process.env);
const runs = settings.FUZZ_RUNS;
const baseSeed = settings.FUZZ_SEED ?? Math.floor(Math.random() * 0x7fffffff);

/** Deleting this signs the person out for good (their account is gone). */
const ACCOUNT_PATH = '/api/me';
/** With this many cases or more, an operation must answer some of them with a 2xx. */
const MIN_RUNS_FOR_SUCCESS = 100;
/** Limits far above what the fuzz sends, so cases reach the routes instead of a 429. */
const NO_LIMIT = 1_000_000_000;

const TOTALS_FILE = new URL('../../../.data/fuzz-totals.json', import.meta.url).pathname;
const tally = new Tally();

/** The API's OpenAPI document, read once before the tests are collected: it names the tests. */
async function openApiDocument(): Promise<OpenApiDocument> {
  const started = await startApi({ memory: true });
  try {
    return (await started.app.inject({ url: '/api/openapi.json' })).json();
  } finally {
    await started.close();
  }
}

const document = await openApiDocument();
const operations = fuzzedOperations(document);

/** A seed of its own for each operation on each database, all from the run's one seed. */
const operationSeed = (database: string, operation: Operation) =>
  [...`${database} ${operation.label}`].reduce(
    (hash, char) => (hash * 31 + char.charCodeAt(0)) | 0,
    baseSeed,
  ) >>> 1;

afterAll(() => {
  console.log(
    tally.report(TOTALS_FILE, {
      runsPerOperation: runs,
      seed: baseSeed,
      operationCount: operations.length,
    }),
  );
});

it('fuzzes every write and every operation with a parameter in the OpenAPI document', () => {
  const labels = operations.map((operation) => operation.label);
  // The document is read, not listed by hand: these stand for the kinds it must cover.
  expect(labels).toEqual(
    expect.arrayContaining([
      'PATCH /api/me',
      'DELETE /api/me/favourites/{code}',
      'GET /api/careers',
      'GET /api/shared-reports/{shareId}',
    ]),
  );
  expect(labels).not.toContain('GET /api/me');
});

describe.each(databaseTargets())('fuzzing the API on %s', (databaseName, target) => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi(target(), {
      rateLimitPerMinute: NO_LIMIT,
      userRateLimitPerMinute: NO_LIMIT,
    });
    await ensureCatalogue(api.database);
  }, 300_000);
  afterAll(() => api?.close());

  async function send(fuzzCase: FuzzCase, person: FuzzPerson) {
    const headers = { ...fuzzCase.headers };
    const authorization = fuzzCase.authorization.person
      ? person.authorization
      : fuzzCase.authorization.header;
    if (authorization !== undefined) headers['authorization'] = authorization;
    return api.app.inject({
      method: fuzzCase.method as 'GET',
      url: fuzzCase.url,
      headers,
      payload: fuzzCase.payload,
      // Bad tokens come from other addresses: the per-address limit on failed tokens would
      // otherwise stop the signed-in cases that follow them.
      remoteAddress: fuzzCase.authorization.person ? '127.0.0.1' : fuzzCase.authorization.address,
    });
  }

  /** What a case must get: no 5xx; a 4xx is a problem with its status and a code, and stores nothing. */
  function check(
    fuzzCase: FuzzCase,
    response: Awaited<ReturnType<typeof send>>,
    stored: { before: string; after: string },
  ) {
    const status = response.statusCode;
    const what = `${describeCase(fuzzCase)} → ${status} ${response.body.slice(0, 300)}`;
    expect(status, `5xx: ${what}`).toBeLessThan(500);
    if (status < 400) return;
    expect(response.headers['content-type'], `not a problem: ${what}`).toMatch(
      /^application\/problem\+json/,
    );
    let problem: { status?: unknown; code?: unknown } = {};
    try {
      problem = JSON.parse(response.body) as typeof problem;
    } catch {
      expect.fail(`a problem that is not JSON: ${what}`);
    }
    expect(problem.status, `problem status: ${what}`).toBe(status);
    expect(typeof problem.code, `problem code: ${what}`).toBe('string');
    expect(stored.after, `stored by a ${status}: ${what}`).toBe(stored.before);
  }

  it.each(operations.map((operation) => [operation.label, operation] as const))(
    '%s: never a 5xx, every 4xx a problem, nothing stored by a 4xx',
    async (_label, operation) => {
      let person = await fuzzPerson(api.app, document);
      let stored = await storedRows(api.database.db);
      let succeeded = 0;
      const property = fc.asyncProperty(requestCases(operation, person.known), async (fuzzCase) => {
        person = await withFreshToken(person);
        const response = await send(fuzzCase, person);
        tally.count(databaseName, operation.label, response.statusCode);
        const before = stored;
        stored = await storedRows(api.database.db);
        check(fuzzCase, response, { before, after: stored });
        if (response.statusCode >= 300) return;
        succeeded++;
        if (
          fuzzCase.method === 'DELETE' &&
          operation.path === ACCOUNT_PATH &&
          fuzzCase.authorization.person
        ) {
          person = await nextPerson(api.app, person);
          stored = await storedRows(api.database.db);
        }
      });
      const seed = operationSeed(databaseName, operation);
      const details = await fc.check(property, { numRuns: runs, seed, path: settings.FUZZ_PATH });
      console.log(tally.line(databaseName, operation.label));
      if (details.failed)
        throw new Error(
          [
            `Replay this case: FUZZ_SEED=${baseSeed} FUZZ_PATH=${details.counterexamplePath} npx vitest run --root apps/api test/fuzz.test.ts -t '${databaseName} ${operation.label}:'`,
            fc.defaultReportMessage(details),
          ].join('\n'),
          { cause: details.errorInstance },
        );
      // The valid-shaped cases reach the route's handler, signed in, and some succeed (a replay
      // of one case proves nothing of the kind).
      if (runs >= MIN_RUNS_FOR_SUCCESS && !settings.FUZZ_PATH) expect(succeeded).toBeGreaterThan(0);
    },
    Math.max(120_000, runs * 100),
  );
});
