import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './private-postgres';

const REDIS_SERVER = '/usr/bin/redis-server';

export type PrivateRedis = {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops the server (resolves once it has exited) and removes its folder. */
  stop: () => Promise<void>;
};

/**
 * A private Redis server on a free loopback port (Debian's redis-server; see
 * scripts/ensure-redis.sh), with no persistence and its own temporary folder: for the rate limits
 * that API replicas share.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      "Redis is not installed: install Debian's redis-server package (scripts/ensure-redis.sh), or set TEST_REDIS_URL for the tests.",
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-redis-'));
  const child = spawn(
    REDIS_SERVER,
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
      // Nothing written to disk: no snapshots, no append-only file.
      ...['--save', '', '--appendonly', 'no'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      child.once('error', reject);
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // Its log is no longer needed, but the pipe must not fill up.
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
