import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Whether a process with this id is running (one we may not signal is running too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database folder for this process, through `<folder>.pid` beside it: PGlite has
 * no server to share it, and two processes writing one folder corrupt it. A claim left by a
 * process that has ended is taken over. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/\/+$/, '')}.pid`;
  let holder: number | null = null;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // No claim yet.
  }
  if (holder !== null && Number.isInteger(holder) && holder > 0 && holder !== process.pid) {
    if (isRunning(holder))
      throw new Error(
        `The database in ${dataDir} is open in another process (${holder}): stop it first.`,
      );
    rmSync(file, { force: true });
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, String(process.pid), { flag: holder === process.pid ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new Error(
      `The database in ${dataDir} was just claimed by another process: stop it first.`,
      { cause: error },
    );
  }
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
