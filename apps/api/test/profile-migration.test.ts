import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  BIG_FIVE_ITEM_KEY,
  checkResponseQuality,
  normBigFiveScores,
  scoreBigFive,
} from '@pathwise/assessment';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../src/db/database';
import { signUp, startApi } from './helpers';

const MIGRATIONS = new URL('../drizzle', import.meta.url).pathname;
/** The last migration before profile facts moved and reports kept their answers. */
const BEFORE = '0006_catalogue_format';

type Run = (query: string, params?: unknown[]) => Promise<unknown>;

/** A migrations folder that stops at BEFORE, so a database can be made as it was then. */
function migrationsUpToBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const result = (score: number) => {
  const answers = BIG_FIVE_ITEM_KEY.map((item) => ({ itemId: item.id, score }));
  const scores = scoreBigFive(answers);
  return { scores, normed: normBigFiveScores(scores, {}), quality: checkResponseQuality(answers) };
};

/** What people had stored before the move, written as the old schema held it. */
async function seedOldData(run: Run, ana: string, ben: string) {
  await run(
    `insert into profiles (id, display_name, country, updated_at) values ($1, 'Ana', 'GB', '2026-01-01'), ($2, null, 'DE', '2026-03-01')`,
    [ana, ben],
  );
  await run(
    `insert into onboarding (user_id, answers, updated_at) values ($1, $2, '2026-02-01'), ($3, $4, '2026-02-01')`,
    [
      ana,
      JSON.stringify({
        lifeStage: 'school',
        country: 'FR',
        highestEducation: 'secondary',
        workValues: ['support'],
        completed: true,
      }),
      ben,
      JSON.stringify({ lifeStage: 'working', country: 'FR', completed: false }),
    ],
  );
  for (const item of BIG_FIVE_ITEM_KEY) {
    await run(
      `insert into personality_answers (user_id, item_id, score, answered_at) values ($1, $2, 4, '2026-01-10'), ($3, $2, 2, '2026-04-01')`,
      [ana, item.id, ben],
    );
  }
  await run(
    `insert into personality_reports (user_id, test_version, result, created_at) values ($1, 'ipip-neo-120/1', $2, '2026-01-11'), ($3, 'ipip-neo-120/1', $4, '2026-03-05')`,
    [ana, JSON.stringify(result(4)), ben, JSON.stringify(result(2))],
  );
}

/** A database as it was before: `close` ends the seeding connection, `remove` the database. */
type Setup = {
  target: DatabaseTarget;
  run: Run;
  close: () => Promise<void>;
  remove: () => Promise<void>;
};

async function pgliteAt(folder: string): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-pglite-'));
  const client = await PGlite.create(dataDir);
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migrate(drizzle(client), { migrationsFolder: folder });
  return {
    target: { dataDir },
    run: (query, params) => client.query(query, params),
    close: async () => {
      await client.close();
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresAt(folder: string): Promise<Setup> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  const name = `migration_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database ${name}`);
  const url = inject('postgresUrl').replace(/\/[^/]*$/, `/${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  await migrate(drizzle(client), { migrationsFolder: folder });
  return {
    target: { url },
    run: (query, params) => client.query(query, params),
    close: async () => {
      await client.end();
    },
    remove: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe.each([
  ['PGlite', pgliteAt],
  ['PostgreSQL', postgresAt],
] as const)('moving profile facts and report answers on %s', (_name, open) => {
  it('moves each fact into the profile, keeps the newer value, and loses nothing', async () => {
    const folder = migrationsUpToBefore();
    const [ana, ben] = await Promise.all([signUp('ana'), signUp('ben')]);
    const old = await open(folder);
    await seedOldData(old.run, ana.uid, ben.uid);
    await old.close();
    rmSync(folder, { recursive: true, force: true });

    // Opening the database brings it up to date, as the API does on start.
    const api = await startApi(old.target);
    try {
      const get = (auth: Record<string, string>, url: string) =>
        api.app.inject({ url, headers: auth }).then((response) => response.json());
      // Ana's onboarding answers were saved after her profile: they win, and fill what it lacked.
      expect(await get(ana.auth, '/api/me')).toMatchObject({
        displayName: 'Ana',
        lifeStage: 'school',
        country: 'FR',
        highestEducation: 'secondary',
      });
      // Ben's profile was saved later: its country stays; the life stage only onboarding had moves.
      expect(await get(ben.auth, '/api/me')).toMatchObject({ lifeStage: 'working', country: 'DE' });
      expect((await get(ana.auth, '/api/me/onboarding')).answers).toEqual({
        lifeStage: 'school',
        country: 'FR',
        highestEducation: 'secondary',
        workValues: ['support'],
        completed: true,
      });
      expect((await get(ana.auth, '/api/me/export')).onboarding.answers).toEqual({
        workValues: ['support'],
        completed: true,
      });
      // Ana's report keeps the answers still held from before it; Ben's later answers aren't his report's.
      const [anaReport] = (await get(ana.auth, '/api/me/personality/reports')).items;
      const anaAnswers = await get(ana.auth, `/api/me/personality/reports/${anaReport.id}/answers`);
      expect(anaAnswers.answers).toHaveLength(120);
      expect(anaAnswers.answers.every((answer: { score: number }) => answer.score === 4)).toBe(
        true,
      );
      const [benReport] = (await get(ben.auth, '/api/me/personality/reports')).items;
      const benAnswers = await get(ben.auth, `/api/me/personality/reports/${benReport.id}/answers`);
      expect(benAnswers.code).toBe('answers_not_kept');
      expect((await get(ben.auth, '/api/me/personality/report')).hasAnswers).toBe(false);
    } finally {
      await api.close();
      await old.remove();
    }
  });
});
