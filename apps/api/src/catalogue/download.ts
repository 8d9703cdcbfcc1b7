import { createWriteStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unzipSync } from 'fflate';

/** The official text release downloaded when no copy is at hand (O*NET 30.1, December 2025). */
export const ONET_RELEASE_URL = 'https://www.onetcenter.org/dl_files/database/db_30_1_text.zip';

/** The release could not be fetched or unpacked; the message says what to do instead. */
export class DownloadError extends Error {}

export type DownloadProgress = (received: number, total: number) => void;

/**
 * Downloads a file, resuming a partial download left by an earlier attempt (HTTP Range), and checks
 * the size against what the server announced before keeping it.
 */
export async function downloadResumable(
  url: string,
  target: string,
  onProgress?: DownloadProgress,
): Promise<void> {
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.part`;
  const have = existsSync(partial) ? statSync(partial).size : 0;
  let response: Response;
  try {
    response = await fetch(url, { headers: have ? { range: `bytes=${have}-` } : {} });
  } catch (error) {
    throw new DownloadError(
      `Could not reach ${new URL(url).host} to download the O*NET database (${(error as Error).message}). ` +
        'Are you offline? Put the O*NET 29.3 text files in a folder and run ' +
        '`npm run careers:import -- --from <folder>`, or set ONET_DIR.',
    );
  }
  if (!response.ok || !response.body)
    throw new DownloadError(`Downloading ${url} failed: HTTP ${response.status}.`);
  const resumed = response.status === 206;
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  const total = resumed ? have + length : length;
  let received = resumed ? have : 0;
  const body = Readable.fromWeb(response.body);
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    onProgress?.(received, total);
  });
  // A server that ignores the Range header sends everything again: start the file over.
  await pipeline(body, createWriteStream(partial, { flags: resumed ? 'a' : 'w' }));
  const size = statSync(partial).size;
  if (Number.isFinite(total) && size !== total)
    throw new DownloadError(
      `The download of ${url} is incomplete (${size} of ${total} bytes). Run the import again to resume it.`,
    );
  renameSync(partial, target);
}

/** Unpacks the named files from a release zip (they sit in a folder inside it) into `dir`. */
export async function extractRelease(zipPath: string, dir: string, names: string[]): Promise<void> {
  const wanted = new Set(names);
  const files = unzipSync(new Uint8Array(await readFile(zipPath)), {
    filter: (file) => wanted.has(file.name.split('/').pop() ?? ''),
  });
  const found = new Map(
    Object.entries(files).map(([path, data]) => [path.split('/').pop()!, data]),
  );
  const missing = names.filter((name) => !found.has(name));
  if (missing.length)
    throw new DownloadError(
      `The release zip lacks ${missing.join(', ')}. Is it an O*NET text release?`,
    );
  mkdirSync(dir, { recursive: true });
  for (const [name, data] of found) await writeFile(join(dir, name), data);
}
