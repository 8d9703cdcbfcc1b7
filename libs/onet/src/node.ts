// Node-only helpers for reading the O*NET text files from a directory; everything else is
// re-exported so that Node code needs a single import.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ONET_FILES, parseOnetFile, type OnetFileSpec } from './index';

export * from './index';

// Larger than the 64 KiB default: fewer chunks and awaits, still a small, bounded buffer.
const CHUNK_BYTES = 256 * 1024;

/**
 * Streams the records of `<dir>/<spec.fileName>`. The file is opened on the first `next()`, not
 * before, and closed when the generator finishes, throws or is returned early (`break`).
 */
export async function* readOnetFile<R>(
  dir: string,
  spec: OnetFileSpec<R>,
): AsyncGenerator<R, void, undefined> {
  yield* parseOnetFile(
    spec,
    createReadStream(join(dir, spec.fileName), { highWaterMark: CHUNK_BYTES }),
  );
}

/**
 * The file names (e.g. `Skills.txt`) that `dir` lacks, out of the given specs or, by default, all
 * of `ONET_FILES`, in that order. An empty list means an import can start.
 */
export async function missingFiles(
  dir: string,
  specs: Iterable<Pick<OnetFileSpec<unknown>, 'fileName'>> = Object.values(ONET_FILES),
): Promise<string[]> {
  const missing: string[] = [];
  for (const { fileName } of specs) {
    const found = await stat(join(dir, fileName)).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (!found) missing.push(fileName);
  }
  return missing;
}
