import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ONET_FILES } from '@pathwise/onet';
import { missingFiles } from '@pathwise/onet/node';
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
  env?: NodeJS.ProcessEnv;
  /** The project's data folder (.data). */
  dataDir: string;
  /** The project root, for the shared copy beside it. */
  root: string;
  downloadUrl?: string;
  onDownload?: DownloadProgress;
};

export type Source = { dir: string; origin: 'from' | 'ONET_DIR' | 'data' | 'shared' | 'download' };

const fileNames = Object.values(ONET_FILES).map((spec) => spec.fileName);

/**
 * Where the O*NET files come from, in order: --from, $ONET_DIR, .data/onet, ../shared/data/onet,
 * else the official release zip, downloaded into .data/onet. A folder named explicitly must be
 * complete; the others are skipped when files are missing.
 */
export async function resolveSource(options: SourceOptions): Promise<Source> {
  const explicit: [string | undefined, Source['origin']][] = [
    [options.from, 'from'],
    [options.env?.['ONET_DIR'], 'ONET_DIR'],
  ];
  for (const [dir, origin] of explicit) {
    if (!dir) continue;
    const missing = await missingFiles(dir);
    if (missing.length)
      throw new DownloadError(
        `${resolve(dir)} (${origin}) lacks O*NET files: ${missing.join(', ')}.`,
      );
    return { dir, origin };
  }
  const local = join(options.dataDir, 'onet');
  const candidates: [string, Source['origin']][] = [
    [local, 'data'],
    [join(options.root, '..', 'shared', 'data', 'onet'), 'shared'],
  ];
  for (const [dir, origin] of candidates)
    if (existsSync(dir) && (await missingFiles(dir)).length === 0) return { dir, origin };

  const zip = join(local, 'release.zip');
  await downloadResumable(options.downloadUrl ?? ONET_RELEASE_URL, zip, options.onDownload);
  await extractRelease(zip, local, fileNames);
  return { dir: local, origin: 'download' };
}
