import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-claim';

/**
 * Backs up an embedded database to one gzipped file: PGlite's own copy of its folder, taken with
 * the database open in this process alone (the claim), so nothing changes while it is copied.
 * Returns the file's size in bytes.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`There is no database in ${dataDir}.`);
  const release = claimDataDir(dataDir);
  try {
    const database = await PGlite.create(dataDir);
    try {
      // Everything written so far on disk first, so the copy is what a restart would find.
      await database.exec('checkpoint');
      const dump = await database.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(dirname(file), { recursive: true });
      // Written beside, then renamed: a backup cut short never passes for a whole one.
      writeFileSync(`${file}.partial`, bytes);
      renameSync(`${file}.partial`, file);
      return bytes.length;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup into `dataDir`. It is unpacked and opened beside the folder first, so a bad
 * file changes nothing; a folder already there is then kept aside as `<folder>.before-<time>` when
 * `replace` is given, and refused otherwise: a restore never loses what it replaces. Returns where
 * the old folder went, if there was one.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  { replace = false } = {},
): Promise<string | null> {
  const backup = readFileSync(file);
  const folder = dataDir.replace(/\/+$/, '');
  const occupied = existsSync(folder) && readdirSync(folder).length > 0;
  if (occupied && !replace)
    throw new Error(
      `${folder} already holds a database. Add --replace to keep it aside and restore in its place.`,
    );
  const release = claimDataDir(folder);
  try {
    const staging = `${folder}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    try {
      const database = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([backup]) });
      try {
        // A backup that reads back: PostgreSQL opens it and answers.
        await database.query('select 1');
      } finally {
        await database.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`${file} could not be restored: is it a Pathwise backup?`, { cause: error });
    }
    let keptAside: string | null = null;
    if (occupied) {
      keptAside = `${folder}.before-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(folder, keptAside);
    } else rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
    return keptAside;
  } finally {
    release();
  }
}
