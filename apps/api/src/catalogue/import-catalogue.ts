import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { catalogueRelease } from '../db/catalogue.schema';
import { type ReadProgress, readRelease } from './read-release';
import { type CatalogueCounts, type WriteProgress, writeCatalogue } from './write-catalogue';

export type ImportProgress = { onFile?: ReadProgress; onWrite?: WriteProgress };

/** Reads, validates and loads an O*NET release from a folder; returns what it loaded. */
export async function importCatalogue(
  db: Database,
  dir: string,
  progress: ImportProgress = {},
): Promise<CatalogueCounts> {
  const rows = await readRelease(dir, progress.onFile);
  return writeCatalogue(db, rows, progress.onWrite);
}

/** The loaded release, or null while the catalogue is empty. */
export async function catalogueStatus(db: Database) {
  const [row] = await db
    .select()
    .from(catalogueRelease)
    .where(sql`true`);
  return row ?? null;
}
