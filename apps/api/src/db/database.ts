import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

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
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return handle(db, 'postgres', () => pool.end());
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const client = 'dataDir' in target ? await PGlite.create(target.dataDir) : await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return handle(db, 'pglite', () => client.close());
}

// Both drivers' databases share drizzle's PgDatabase base; the rest of the API sees only that.
function handle(
  db: unknown,
  kind: DatabaseHandle['kind'],
  close: () => Promise<void>,
): DatabaseHandle {
  const database = db as Database;
  return { db: database, kind, ping: () => ping(database), close };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The database or a transaction on it: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
