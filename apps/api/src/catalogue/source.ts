import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ONET_FILES } from '@pathwise/onet';
import { detectRelease, missingFiles } from '@pathwise/onet/node';
import { CATALOGUE_FORMAT } from './write-catalogue';
import {
  DownloadError,
  ONET_RELEASE_URL,
  type DownloadProgress,
  downloadResumable,
  extractRelease,
} from './download';

export type SourceOptions = {
  /** --from: use exactly this folder. */
  from?: string;
  /** --bls: the BLS folder (with `oews/` and `projections/`). */
  bls?: string;
  env?: NodeJS.ProcessEnv;
  /** The project's data folder (.data). */
  dataDir: string;
  /** The project root, for the shared copy beside it. */
  root: string;
  downloadUrl?: string;
  onDownload?: DownloadProgress;
};

export type Source = {
  dir: string;
  origin: 'from' | 'ONET_DIR' | 'data' | 'shared' | 'download';
  /** The BLS folder, or null when none is found (the catalogue then has no pay or outlook). */
  bls: string | null;
};

/**
 * Whether a loaded catalogue is older than, or lacks parts of, what a source holds, or was written
 * by an earlier importer.
 */
export async function isBehind(
  loaded: { release: string; labour: unknown; format: number } | null,
  source: Source,
): Promise<boolean> {
  if (!loaded) return true;
  if (loaded.format < CATALOGUE_FORMAT) return true;
  const release = await detectRelease(source.dir);
  return loaded.release !== release.version || (loaded.labour === null && source.bls !== null);
}

const fileNames = Object.values(ONET_FILES).map((spec) => spec.fileName);

/** The files `dir` lacks for the release its Read Me names; every file when it names none. */
async function missingFor(dir: string): Promise<string[]> {
  const release = await detectRelease(dir).catch(() => null);
  return release ? missingFiles(dir, release.layout) : ['Read Me.txt', ...fileNames];
}

/**
 * Where the O*NET files come from, in order: --from, $ONET_DIR, .data/onet, the shared copies
 * beside the project (the newest release first), else the official release zip, downloaded into
 * .data/onet. A folder named explicitly must be complete; the others are skipped when files are
 * missing. The BLS tables come from --bls, $BLS_DIR or the shared copy, when there is one.
 */
export async function resolveSource(options: SourceOptions): Promise<Source> {
  const bls = await resolveBls(options);
  const explicit: [string | undefined, Source['origin']][] = [
    [options.from, 'from'],
    [options.env?.['ONET_DIR'], 'ONET_DIR'],
  ];
  for (const [dir, origin] of explicit) {
    if (!dir) continue;
    const missing = await missingFor(dir);
    if (missing.length)
      throw new DownloadError(
        `${resolve(dir)} (${origin}) lacks O*NET files: ${missing.join(', ')}.`,
      );
    return { dir, origin, bls };
  }
  const local = join(options.dataDir, 'onet');
  const shared = join(options.root, '..', 'shared', 'data');
  const candidates: [string, Source['origin']][] = [
    [local, 'data'],
    [join(shared, 'onet-30.1'), 'shared'],
    [join(shared, 'onet'), 'shared'],
  ];
  for (const [dir, origin] of candidates)
    if (existsSync(dir) && (await missingFor(dir)).length === 0) return { dir, origin, bls };

  const zip = join(local, 'release.zip');
  await downloadResumable(options.downloadUrl ?? ONET_RELEASE_URL, zip, options.onDownload);
  await extractRelease(zip, local, ['Read Me.txt', ...fileNames]);
  return { dir: local, origin: 'download', bls };
}

async function resolveBls(options: SourceOptions): Promise<string | null> {
  const explicit = options.bls ?? options.env?.['BLS_DIR'];
  const complete = (dir: string) =>
    existsSync(join(dir, 'oews')) && existsSync(join(dir, 'projections', 'table_1_2.tsv'));
  if (explicit) {
    if (!complete(explicit))
      throw new DownloadError(
        `${resolve(explicit)} lacks the BLS tables: expected oews/national_M<year>_dl.tsv and projections/table_1_2.tsv.`,
      );
    return explicit;
  }
  const shared = join(options.root, '..', 'shared', 'data', 'bls');
  return complete(shared) ? shared : null;
}
