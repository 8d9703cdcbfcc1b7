import { type OnetRelease, detectRelease } from '@pathwise/onet/node';
import type { CatalogueRows } from './catalogue-rows';
import { type ReadProgress, readReleaseFiles } from './release-files';
import { releaseRows } from './release-rows';

/**
 * Reads and validates every file of a release before anything is written, so a malformed file stops
 * the import with its name, line and column while the database is still untouched. The release
 * comes from its `Read Me.txt`, and decides which columns and files are read.
 */
export async function readRelease(
  dir: string,
  onFile?: ReadProgress,
): Promise<{ release: OnetRelease; rows: CatalogueRows }> {
  const release = await detectRelease(dir);
  const files = await readReleaseFiles(dir, release.layout, onFile);
  return { release, rows: releaseRows(files) };
}
