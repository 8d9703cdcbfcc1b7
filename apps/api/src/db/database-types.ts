import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The API's database, on PGlite or PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or a transaction on it: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
