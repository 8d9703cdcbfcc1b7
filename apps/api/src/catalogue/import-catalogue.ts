import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { catalogueRelease } from '../db/catalogue.schema';
import { readLabour } from './bls/read-labour';
import { readRelease } from './read-release';
import type { ReadProgress } from './release-files';
import {
  type CatalogueCounts,
  type ImportSources,
  type WriteProgress,
  writeCatalogue,
} from './write-catalogue';

export type ImportProgress = { onFile?: ReadProgress; onWrite?: WriteProgress };
export type ImportResult = ImportSources & { counts: CatalogueCounts };

/**
 * Reads and validates an O*NET release from a folder and, when `blsDir` is given, the BLS pay and
 * outlook tables; then loads them all in one transaction. Returns what it loaded.
 */
export async function importCatalogue(
  db: Database,
  source: { onet: string; bls?: string | null },
  progress: ImportProgress = {},
): Promise<ImportResult> {
  const { release, rows } = await readRelease(source.onet, progress.onFile);
  const labour = source.bls
    ? await readLabour(
        source.bls,
        rows.occupations.map((row) => row.code),
      )
    : null;
  const sources: ImportSources = { release: release.version, labour: labour?.labour ?? null };
  const counts = await writeCatalogue(
    db,
    {
      ...rows,
      occupationPay: labour?.occupationPay ?? [],
      occupationOutlook: labour?.occupationOutlook ?? [],
    },
    sources,
    progress.onWrite,
  );
  return { ...sources, counts };
}

/** The loaded release, or null while the catalogue is empty. */
export async function catalogueStatus(db: Database) {
  const [row] = await db
    .select()
    .from(catalogueRelease)
    .where(sql`true`);
  return row ?? null;
}
