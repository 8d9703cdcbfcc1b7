// Node-only helpers for reading the O*NET text files from a directory; everything else is
// re-exported so that Node code needs a single import.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type OnetFileSpec,
  type OnetLayout,
  type OnetRelease,
  UnknownReleaseError,
  onetFilesIn,
  parseOnetFile,
  releaseFromReadMe,
} from './index';

export * from './index';

// Larger than the 64 KiB default: fewer chunks and awaits, still a small, bounded buffer.
const CHUNK_BYTES = 256 * 1024;

/** The release a folder holds, from its `Read Me.txt` (see {@link releaseFromReadMe}). */
export async function detectRelease(dir: string): Promise<OnetRelease> {
  const text = await readFile(join(dir, 'Read Me.txt'), 'latin1').catch(() => {
    throw new UnknownReleaseError(`${dir} has no Read Me.txt to tell which O*NET release it is.`);
  });
  return releaseFromReadMe(text);
}

/**
 * Streams the records of `<dir>/<spec.fileName>`, read with the given layout's columns. The file is
 * opened on the first `next()`, not before, and closed when the generator finishes, throws or is
 * returned early (`break`).
 */
export async function* readOnetFile<R>(
  dir: string,
  spec: OnetFileSpec<R>,
  layout: OnetLayout,
): AsyncGenerator<R, void, undefined> {
  yield* parseOnetFile(
    spec,
    createReadStream(join(dir, spec.fileName), { highWaterMark: CHUNK_BYTES }),
    layout,
  );
}

/**
 * The file names (e.g. `Skills.txt`) that `dir` lacks, out of the files the layout publishes, in
 * the order of `ONET_FILES`. An empty list means an import can start.
 */
export async function missingFiles(
  dir: string,
  layout: OnetLayout,
  specs: Iterable<Pick<OnetFileSpec<unknown>, 'fileName'>> = onetFilesIn(layout),
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
