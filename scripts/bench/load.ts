/**
 * How many people one deployment serves. Three API processes as `npm start` runs them, behind nginx
 * with the configuration docs/deploy.md gives, on one PostgreSQL server and one Redis (Debian's, on
 * loopback, private to the run), with the Auth emulator. From this process people arrive at a steady
 * rate, and each goes through the whole flow the web app sends, without the minutes a person spends
 * reading and answering: their profile, the 120 test answers in batches of 10, the report, a card
 * deck and its ratings in batches of 8, the interest result, suggestions, three saved careers and
 * the list of them, and the data export. The rate goes up step by step (×1.5) until, in a step, some
 * operation's p99 passes 500 ms, a request fails, or people finish more slowly than they arrive.
 *
 * Prints per step: people a minute (arriving and finished), p50 and p99 per operation, errors, and
 * CPU per person: the three API processes', and the whole machine's (PostgreSQL, Redis, nginx, the
 * emulator and this load generator included).
 *
 *   npm run bench:load [-- --start 60 --factor 1.5 --step_seconds 60 --max_steps 10]
 *
 * Stop `npm start` first: both use the Auth emulator's port.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  API_OPERATIONS,
  type ApiCall,
  INTEREST_RATINGS,
  type InterestDeck,
  apiCall,
  withQuery,
} from '@pathwise/contract';
import { ApiProcess } from '../../apps/api/test/api-process.ts';
import { startPrivateNginx } from '../../apps/api/test/private-nginx.ts';
import { freePort, startPrivatePostgres } from '../../apps/api/test/private-postgres.ts';
import { startPrivateRedis } from '../../apps/api/test/private-redis.ts';
import { percentile } from './search-queries.ts';

const { values } = parseArgs({
  options: {
    start: { type: 'string', default: '60' },
    factor: { type: 'string', default: '1.5' },
    step_seconds: { type: 'string', default: '60' },
    max_steps: { type: 'string', default: '10' },
  },
});
const START = Number(values.start);
const FACTOR = Number(values.factor);
const STEP_MS = Number(values.step_seconds) * 1000;
const MAX_STEPS = Number(values.max_steps);
/** The latency a person would notice: past it at p99, the step is over what one region serves. */
const P99_LIMIT_MS = 500;
/** How long after a step's last arrival its people may take to finish before it counts as behind. */
const DRAIN_MS = 10_000;
const EMULATOR = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099';
const SAVED = ['29-1141.00', '15-1252.00', '25-2021.00'];
const CLOCK_TICKS = 100;

type Person = { uid: string; auth: { authorization: string } };
type Step = {
  rate: number;
  arrived: number;
  finished: number;
  lastFinishedAt: number;
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** CPU time a process has used, in seconds (user and system), from /proc. */
function processCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU time the whole machine has used, in seconds across its cores, from /proc/stat. */
function machineCpu(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / CLOCK_TICKS;
}

/** A new account in the Auth emulator, signed in. */
async function signUp(index: number): Promise<Person> {
  const response = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `load-${Date.now().toString(36)}-${index}@example.com`,
        password: 'correct horse battery',
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { idToken: string; localId: string };
  return { uid: body.localId, auth: { authorization: `Bearer ${body.idToken}` } };
}

/** `count` accounts, made a few at a time (the emulator is the slow part, and isn't measured). */
async function signUpMany(count: number): Promise<Person[]> {
  const people: Person[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) people.push(await signUp(next++));
    }),
  );
  return people;
}

/** One person's whole flow through nginx, each request timed under its operation's name. */
async function flow(base: string, person: Person, step: Step): Promise<void> {
  const call = async (
    name: string,
    { method, url }: ApiCall,
    body: unknown,
    expected: number,
  ): Promise<string | null> => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...person.auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const took = performance.now() - started;
      if (response.status !== expected) {
        const key = `${name} ${response.status}`;
        step.errors.set(key, (step.errors.get(key) ?? 0) + 1);
        return null;
      }
      const list = step.latencies.get(name) ?? [];
      list.push(took);
      step.latencies.set(name, list);
      return text;
    } catch (error) {
      const key = `${name} ${String((error as Error).cause ?? error)}`;
      step.errors.set(key, (step.errors.get(key) ?? 0) + 1);
      return null;
    }
  };

  if ((await call('profile', apiCall(API_OPERATIONS.getMe), undefined, 200)) === null) return;
  for (const answers of batches(
    BIG_FIVE_ITEM_KEY.map((item, n) => ({ itemId: item.id, score: (n % 5) + 1 })),
    10,
  ))
    await call(
      'test answers (10)',
      apiCall(API_OPERATIONS.savePersonalityAnswers),
      { testVersion: BIG_FIVE_TEST_VERSION, answers },
      200,
    );
  await call('report', apiCall(API_OPERATIONS.createPersonalityReport), {}, 201);
  const deckText = await call(
    'card deck',
    withQuery(apiCall(API_OPERATIONS.getInterestDeck), {
      size: 'standard',
      seed: person.uid.slice(0, 16),
    }),
    undefined,
    200,
  );
  if (deckText === null) return;
  const deck = JSON.parse(deckText) as InterestDeck;
  const ratings = deck.cards.map((card, n) => ({
    cardId: card.id,
    rating: INTEREST_RATINGS[n % INTEREST_RATINGS.length]!,
  }));
  for (const batch of batches(ratings, 8))
    await call(
      'card ratings (8)',
      apiCall(API_OPERATIONS.saveInterestAnswers),
      { ratings: batch },
      200,
    );
  await call('interest result', apiCall(API_OPERATIONS.createInterestResult), undefined, 201);
  await call(
    'suggestions',
    withQuery(apiCall(API_OPERATIONS.getSuggestions), { limit: 20 }),
    undefined,
    200,
  );
  for (const code of SAVED)
    await call('save a career', apiCall(API_OPERATIONS.saveFavourite, { code }), undefined, 201);
  await call('saved careers', apiCall(API_OPERATIONS.getFavourites), undefined, 200);
  await call('export', apiCall(API_OPERATIONS.exportMyData), undefined, 200);
  step.finished++;
  step.lastFinishedAt = performance.now();
}

const msText = (value: number) => `${Math.round(value)}`;

async function runStep(base: string, rate: number, apis: ApiProcess[]) {
  const count = Math.round((rate * STEP_MS) / 60_000);
  const people = await signUpMany(count);
  const step: Step = {
    rate,
    arrived: 0,
    finished: 0,
    lastFinishedAt: 0,
    latencies: new Map(),
    errors: new Map(),
  };
  const apiCpuBefore = apis.reduce((sum, api) => sum + processCpu(api.pid!), 0);
  const machineBefore = machineCpu();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const flows: Promise<void>[] = [];
  for (const [index, person] of people.entries()) {
    // Arrivals evenly spaced: the rate, steadily, as from many people's own phones.
    const due = started + (index * 60_000) / rate;
    const now = performance.now();
    if (due > now) await wait(due - now);
    step.arrived++;
    flows.push(flow(base, person, step));
  }
  const lastArrival = performance.now();
  await Promise.race([Promise.all(flows), wait(DRAIN_MS + 120_000)]);
  const apiCpu = apis.reduce((sum, api) => sum + processCpu(api.pid!), 0) - apiCpuBefore;
  const machine = machineCpu() - machineBefore;
  const own = process.cpuUsage(ownBefore);
  const elapsed = (step.lastFinishedAt || performance.now()) - started;
  const finishedPerMinute = (step.finished * 60_000) / elapsed;
  const behind = step.finished < people.length || step.lastFinishedAt - lastArrival > DRAIN_MS;

  console.log(
    `\n${rate.toFixed(0)} people a minute asked for, ${people.length} people: ${step.finished} finished, ${finishedPerMinute.toFixed(0)} a minute; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  let worstP99 = 0;
  console.log('| operation | requests | p50 ms | p99 ms |\n|---|---|---|---|');
  for (const [name, list] of step.latencies) {
    const sorted = [...list].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    worstP99 = Math.max(worstP99, p99);
    console.log(
      `| ${name} | ${list.length} | ${msText(percentile(sorted, 50))} | ${msText(p99)} |`,
    );
  }
  const errors = [...step.errors.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `errors: ${errors}${errors ? ` (${[...step.errors].map(([key, n]) => `${key}: ${n}`).join('; ')})` : ''}`,
  );
  const perPerson = (seconds: number) =>
    step.finished ? `${((seconds / step.finished) * 1000).toFixed(0)} ms` : 'n/a';
  console.log(
    `CPU per person: API processes ${perPerson(apiCpu)}; whole machine ${perPerson(machine)} (this load generator ${perPerson((own.user + own.system) / 1e6)} of it)`,
  );
  return { ok: errors === 0 && !behind && worstP99 <= P99_LIMIT_MS, finishedPerMinute, worstP99 };
}

const postgres = await startPrivatePostgres();
const redis = await startPrivateRedis();
const ports = new Set<number>();
while (ports.size < 3) ports.add(await freePort());
const apis = [...ports].map(
  (port) =>
    new ApiProcess(port, {
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: 'loopback',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      FIREBASE_PROJECT_ID: 'demo-pathwise',
      LOG_LEVEL: 'warn',
      // Every person here comes from one address; a region's people come from many.
      RATE_LIMIT_PER_MINUTE: '1000000000',
    }),
);
const nginx = await startPrivateNginx(apis.map((api) => `127.0.0.1:${api.port}`));
const stopAll = async () => {
  await Promise.all(apis.map((api) => api.stop('SIGTERM')));
  await nginx.stop();
  await redis.stop();
  postgres.stop();
};
try {
  // One first, so the catalogue is imported once; then the other two.
  await apis[0]!.start();
  await Promise.all(apis.slice(1).map((api) => api.start()));
  console.log(
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(
        ' ',
      )} before the run. Three API processes behind nginx, PostgreSQL, Redis, the Auth emulator and this load generator all share it.`,
  );
  // A warm-up: first requests compile code paths and fill caches, as after any deploy.
  await runStep(nginx.url, 20, apis);
  let rate = START;
  let sustained: { rate: number; perMinute: number } | null = null;
  for (let n = 0; n < MAX_STEPS; n++) {
    const result = await runStep(nginx.url, rate, apis);
    if (!result.ok) {
      console.log(
        `\nStopped: at ${rate.toFixed(0)} a minute ${result.worstP99 > P99_LIMIT_MS ? `p99 reached ${Math.round(result.worstP99)} ms` : 'requests failed or people fell behind'}.`,
      );
      break;
    }
    sustained = { rate, perMinute: result.finishedPerMinute };
    rate *= FACTOR;
  }
  console.log(
    sustained
      ? `Sustained: ${sustained.perMinute.toFixed(0)} people a minute through the whole flow (step asked for ${sustained.rate.toFixed(0)}), every operation's p99 within ${P99_LIMIT_MS} ms and no errors.`
      : 'No step stayed within the limits.',
  );
} finally {
  await stopAll();
}
