import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import * as catalogue from '../../src/db/catalogue.schema';
import * as schema from '../../src/db/schema';

const catalogueTables = new Set<unknown>(Object.values(catalogue));

/** The tables that hold what people store (every table of the schema but the catalogue's). */
export const PEOPLE_TABLES = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) && !catalogueTables.has(value) ? [getTableName(value)] : [],
);

/**
 * What is stored, in one line per table: its row count and the newest transaction that wrote a
 * row (xmin). Any committed insert, update or delete changes one or the other, so two equal
 * fingerprints mean nothing was stored in between; rolled-back work leaves it as it was.
 */
export async function storedRows(db: Database): Promise<string> {
  const parts = PEOPLE_TABLES.map(
    (table) =>
      `select '${table}' || ' ' || count(*) || ' rows, newest write ' || coalesce(max(xmin::text::bigint), 0) as line from "${table}"`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  // Both drivers answer with the rows under `rows`.
  return (result as unknown as { rows: { line: string }[] }).rows.map((row) => row.line).join('\n');
}
