import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Database } from './database-types';
import { retryingTransactions } from './retry';
import { claimDataDir } from './data-dir-claim';
import * as schema from './schema';

export type { Database, Executor } from './database-types';

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  /**
   * Runs `task` while no other API process on the same database runs a task under the same lock,
   * so replicas starting together do start-up work once (see `LOCKS`).
   */
  exclusive: <T>(lock: keyof typeof LOCKS, task: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * PostgreSQL advisory locks for start-up work, as (namespace, key) pairs: the namespace is "Path"
 * in ASCII, so the keys cannot collide with locks another application takes on the same server.
 */
const LOCK_NAMESPACE = 0x50617468;
export const LOCKS = { migrations: 1, catalogue: 2 } as const;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/**
 * Opens the database and brings its schema up to date: a PostgreSQL server when a URL is given,
 * otherwise an embedded PGlite database in a folder (or in memory, for tests).
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (a restart, a network fault) is an 'error' event; left
    // unheard it would end the process. The pool replaces the connection; requests meanwhile get
    // a 503 from the error handler.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    const exclusive = advisoryLock(pool);
    // Replicas starting together would otherwise all apply the same migration at once.
    await exclusive('migrations', () => migrate(db, { migrationsFolder }));
    return handle(db, 'postgres', exclusive, () => pool.end());
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  // One process at a time on a folder: a second would corrupt it (backups and restores claim it too).
  const release = 'dataDir' in target ? claimDataDir(target.dataDir) : () => undefined;
  const client = 'dataDir' in target ? await PGlite.create(target.dataDir) : await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // PGlite belongs to one process, and that process does its start-up work once.
  return handle(
    db,
    'pglite',
    (_lock, task) => task(),
    () => client.close().finally(release),
  );
}

/**
 * A session-level advisory lock held on one connection of its own while the task runs (the task
 * uses the pool). If the process dies, its connection closes and PostgreSQL releases the lock.
 */
function advisoryLock(pool: Pool): DatabaseHandle['exclusive'] {
  return async (lock, task) => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('select pg_advisory_lock($1, $2)', [LOCK_NAMESPACE, LOCKS[lock]]);
      try {
        return await task();
      } finally {
        await client
          .query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, LOCKS[lock]])
          .catch(() => (broken = true));
      }
    } finally {
      // A connection that could not unlock may still hold the lock: closing it releases it.
      client.release(broken);
    }
  };
}

// Both drivers' databases share drizzle's PgDatabase base; the rest of the API sees only that.
function handle(
  db: unknown,
  kind: DatabaseHandle['kind'],
  exclusive: DatabaseHandle['exclusive'],
  close: () => Promise<void>,
): DatabaseHandle {
  const database = retryingTransactions(db as Database);
  return { db: database, kind, ping: () => ping(database), exclusive, close };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
