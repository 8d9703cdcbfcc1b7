import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import pg from 'pg';
import { inject } from 'vitest';
import { backupDataDir, restoreDataDir } from '../src/db/backup';
import { type DatabaseTarget, openDatabase } from '../src/db/database';
import { type TableDigest, tableDigest } from '../src/db/table-digest';
import { ensureCatalogue, signUp, startApi } from './helpers';
import { PG_BIN } from './private-postgres';

/**
 * A database with the catalogue and two people with a profile, a saved career and a report (one
 * shared), written through the API; returns its tables' digest.
 */
async function fill(target: DatabaseTarget): Promise<TableDigest> {
  const api = await startApi(target);
  try {
    await ensureCatalogue(api.database);
    for (const name of ['Sam', 'Robin']) {
      const { auth } = await signUp(name.toLowerCase());
      const call = async (method: 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) => {
        const response = await api.app.inject({ method, url, headers: auth, payload });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
        return response.json();
      };
      await call('PATCH', '/api/me', { displayName: name });
      await call('PUT', '/api/me/favourites/29-1141.00');
      await call('PUT', '/api/me/personality/answers', {
        testVersion: BIG_FIVE_TEST_VERSION,
        answers: BIG_FIVE_ITEM_KEY.map(({ id }) => ({ itemId: id, score: 4 })),
      });
      const report = await call('POST', '/api/me/personality/report', {});
      if (name === 'Sam') await call('PUT', `/api/me/personality/reports/${report.id}/share`);
    }
    return await tableDigest(api.database.db);
  } finally {
    await api.close();
  }
}

async function digestOf(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    return await tableDigest(database.db);
  } finally {
    await database.close();
  }
}

describe('backing up and restoring the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'pathwise-backup-'));
  const source = join(root, 'pglite');
  const file = join(root, 'backups', 'pathwise.tar.gz');
  let before: TableDigest;

  beforeAll(async () => {
    before = await fill({ dataDir: source });
  }, 240_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores into a fresh folder with every table equal, rows and content', async () => {
    expect(before['public.profiles']?.rows).toBe(2);
    expect(before['public.occupations']?.rows).toBeGreaterThan(900);
    expect(await backupDataDir(source, file)).toBeGreaterThan(0);
    // Into a folder whose parent doesn't exist yet, as a fresh DATA_DIR is.
    const restored = join(root, 'fresh', 'pglite');
    expect(await restoreDataDir(file, restored)).toBeNull();
    expect(await digestOf({ dataDir: restored })).toEqual(before);
  });

  it('never overwrites a database unasked, and keeps the one it replaces', async () => {
    await expect(restoreDataDir(file, source)).rejects.toThrow(/already holds a database/);
    const keptAside = await restoreDataDir(file, source, { replace: true });
    expect(keptAside).toMatch(/pglite\.before-/);
    expect(await digestOf({ dataDir: source })).toEqual(before);
    expect(await digestOf({ dataDir: keptAside! })).toEqual(before);
  });

  it('changes nothing when the file is not a backup', async () => {
    const broken = join(root, 'broken.tar.gz');
    writeFileSync(broken, 'not a backup');
    await expect(restoreDataDir(broken, source, { replace: true })).rejects.toThrow(
      /could not be restored/,
    );
    expect(await digestOf({ dataDir: source })).toEqual(before);
    expect(existsSync(`${source}.restoring`)).toBe(false);
  });

  it('refuses a database another process has open, and takes over a claim left by one that ended', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(`${source}.pid`, String(other.pid));
      await expect(backupDataDir(source, file)).rejects.toThrow(/open in another process/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    expect(await backupDataDir(source, file)).toBeGreaterThan(0);
    expect(existsSync(`${source}.pid`)).toBe(false);
  });
});

/** The commands under "PostgreSQL" in docs/deploy.md's backup section, as an operator runs them. */
function documentedPostgresCommands(): string[] {
  const deploy = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
  const section = deploy.slice(deploy.indexOf('**PostgreSQL** (`DATABASE_URL`)'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
}

describe('backing up and restoring PostgreSQL as docs/deploy.md says', () => {
  const name = `pathwise_backup_${process.pid}_${Date.now().toString(36)}`;
  const restoredName = `${name}_restored`;
  const root = mkdtempSync(join(tmpdir(), 'pathwise-pg-backup-'));
  const server = new URL(inject('postgresUrl'));
  const urlOf = (database: string) =>
    Object.assign(new URL(server.href), { pathname: `/${database}` });
  let admin: pg.Client | undefined;

  beforeAll(async () => {
    admin = new pg.Client(server.href);
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    for (const database of [name, restoredName])
      await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores into a new database with every table equal, rows and content', async () => {
    const before = await fill({ url: urlOf(name).href });
    expect(before['public.profiles']?.rows).toBe(2);
    const commands = documentedPostgresCommands();
    expect(commands.map((line) => line.split(' ')[0])).toEqual([
      'pg_dump',
      'createdb',
      'pg_restore',
    ]);
    for (const line of commands) {
      const command = line
        .replace('postgresql://…/pathwise_restored', urlOf(restoredName).href)
        .replace('pathwise_restored', restoredName);
      execFileSync('bash', ['-c', command], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          PATH: `${PG_BIN}:${process.env['PATH']}`,
          DATABASE_URL: urlOf(name).href,
          PGHOST: server.hostname,
          PGPORT: server.port,
          PGUSER: decodeURIComponent(server.username),
        },
      });
    }
    expect(await digestOf({ url: urlOf(restoredName).href })).toEqual(before);
  }, 240_000);
});
