import { sql } from 'drizzle-orm';
import type { Database } from './database-types';

/** Per table: its rows and a hash of their contents, independent of the order they are stored in. */
export type TableDigest = Record<string, { rows: number; hash: string }>;

/**
 * Every table of the app's and of the migrations' record, with its row count and an MD5 over its
 * rows' text, to tell that two databases (an original and its restored backup) hold the same.
 */
export async function tableDigest(db: Database): Promise<TableDigest> {
  // Both drivers answer with the rows under `rows`.
  const listed = await db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by 1, 2`,
  );
  const tables = (listed as { rows: { schema: string; name: string }[] }).rows;
  const digest: TableDigest = {};
  for (const { schema, name } of tables) {
    const counted = await db.execute(
      sql`select count(*)::int as rows,
            coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash
          from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    digest[`${schema}.${name}`] = (counted as { rows: { rows: number; hash: string }[] }).rows[0]!;
  }
  return digest;
}
