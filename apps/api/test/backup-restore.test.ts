import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { backupDataDir, restoreDataDir } from '../src/db/backup';
import { openDatabase } from '../src/db/database';
import { type TableDigest, tableDigest } from '../src/db/table-digest';
import { ensureCatalogue, signUp, startApi } from './helpers';

async function digestOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
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
    // The catalogue and two people with a profile, a saved career, a report (one shared).
    const api = await startApi({ dataDir: source });
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
      before = await tableDigest(api.database.db);
    } finally {
      await api.close();
    }
  }, 240_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores into a fresh folder with every table equal, rows and content', async () => {
    expect(before['public.profiles']?.rows).toBe(2);
    expect(before['public.occupations']?.rows).toBeGreaterThan(900);
    expect(await backupDataDir(source, file)).toBeGreaterThan(0);
    // Into a folder whose parent doesn't exist yet, as a fresh DATA_DIR is.
    const restored = join(root, 'fresh', 'pglite');
    expect(await restoreDataDir(file, restored)).toBeNull();
    expect(await digestOf(restored)).toEqual(before);
  });

  it('never overwrites a database unasked, and keeps the one it replaces', async () => {
    await expect(restoreDataDir(file, source)).rejects.toThrow(/already holds a database/);
    const keptAside = await restoreDataDir(file, source, { replace: true });
    expect(keptAside).toMatch(/pglite\.before-/);
    expect(await digestOf(source)).toEqual(before);
    expect(await digestOf(keptAside!)).toEqual(before);
  });

  it('changes nothing when the file is not a backup', async () => {
    const broken = join(root, 'broken.tar.gz');
    writeFileSync(broken, 'not a backup');
    await expect(restoreDataDir(broken, source, { replace: true })).rejects.toThrow(
      /could not be restored/,
    );
    expect(await digestOf(source)).toEqual(before);
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
