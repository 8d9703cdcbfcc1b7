import { join, resolve } from 'node:path';
import { readConfig } from '../config';
import { backupDataDir, restoreDataDir } from './backup';

/*
 * npm run backup [-- <file>]             the embedded database (DATA_DIR) to one file
 * npm run restore -- <file> [--replace]  a backup into DATA_DIR (what is there is kept aside)
 * Stop the server first: the database belongs to one process at a time. PostgreSQL has its own
 * tools (docs/deploy.md, "Backup and restore").
 */
const [command, ...rest] = process.argv.slice(2);
const config = readConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/deploy.md).',
  );
  process.exit(2);
}
const dataDir = resolve(join(config.DATA_DIR, 'pglite'));
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(rest[0] ?? join(config.DATA_DIR, 'backups', `pathwise-${stamp}.tar.gz`));
    const bytes = await backupDataDir(dataDir, file);
    console.log(
      `Backed up ${dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB) in ${seconds()} s.`,
    );
  } else if (command === 'restore' && rest[0]) {
    const keptAside = await restoreDataDir(resolve(rest[0]), dataDir, {
      replace: rest.includes('--replace'),
    });
    console.log(`Restored ${rest[0]} into ${dataDir} in ${seconds()} s.`);
    if (keptAside) console.log(`The database that was there is kept in ${keptAside}.`);
  } else {
    console.error('Use: backup [file] | restore <file> [--replace]');
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
