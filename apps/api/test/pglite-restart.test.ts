import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { ApiProcess } from './api-process';
import { killMidRequest } from './mid-request';
import { signUp } from './helpers';
import { freePort } from './private-postgres';
import {
  ANSWER_BATCHES,
  RetryingClient,
  expectNothingLost,
  expectStored,
  requestsBeforeLimit,
  sentAndFound,
  uploadEverything,
} from './upload-client';

const PEOPLE = 4;
const PER_PERSON_LIMIT = 100;

describe('one API process on PGlite, killed mid-upload and started again', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-restart-'));
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    api = new ApiProcess(await freePort(), {
      HOST: '127.0.0.1',
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      REDIS_URL: undefined,
      TRUST_PROXY: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      FIREBASE_PROJECT_ID: 'demo-pathwise',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      USER_RATE_LIMIT_PER_MINUTE: String(PER_PERSON_LIMIT),
    });
    // The first start on an empty folder imports the catalogue into it.
    await api.start();
  });

  afterAll(async () => {
    await api?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses and duplicates nothing, and counts each limit once', async () => {
    const server = api!;
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, (_, index) => signUp(`restart-${index}`)),
    );
    const client = new RetryingClient(server.url);
    // A third of the way through everyone's answers; while the API is down, the client's requests
    // fail and are sent again until it is back.
    let inFlight = 0;
    const fault = (async () => {
      await client.answeredAtLeast(PEOPLE * Math.round(ANSWER_BATCHES / 3));
      inFlight = await killMidRequest(server);
      await server.start();
    })();
    const uploads = await Promise.all(people.map((person) => uploadEverything(client, person)));
    await fault;
    const { requests, sentAgain, cutOff } = client;
    // The fault was the one under test: requests were in the process when it died, and the client
    // saw their connections drop (not merely refused while it was down).
    expect(inFlight).toBeGreaterThan(0);
    expect(cutOff).toBeGreaterThan(0);

    const found = await expectNothingLost(client, null, uploads);
    const limited = await signUp('restart-limited');
    expect(await requestsBeforeLimit(server.url, limited, PER_PERSON_LIMIT + 1)).toBe(
      PER_PERSON_LIMIT,
    );

    // PGlite belongs to one process: the database is read directly once the API has stopped.
    await server.stop('SIGTERM');
    const database = await PGlite.create(join(dataDir, 'pglite'));
    try {
      await expectStored((text, params) => database.query(text, params), uploads);
    } finally {
      await database.close();
    }
    console.log(
      `PGlite restart: ${PEOPLE} people, ${requests} upload requests (${inFlight} unread in the process and ${cutOff} cut off by the SIGKILL, ${sentAgain} sent again by the client), 1 SIGKILL and a start on the same data; ${sentAndFound(uploads, found)}.`,
    );
  }, 120_000);
});
