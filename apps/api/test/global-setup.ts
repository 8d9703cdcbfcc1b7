import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPrivatePostgres } from './private-postgres';
import { startPrivateRedis } from './private-redis';

const EMULATOR = '127.0.0.1:9099';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    redisUrl: string;
    authEmulatorHost: string;
  }
}

async function reachable(url: string) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url: string, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${seconds} s.`);
}

/** The real Firebase Auth emulator, started here unless one is already running. */
async function startAuthEmulator(): Promise<ChildProcess | null> {
  if (await reachable(`http://${EMULATOR}/`)) return null;
  const root = new URL('../../..', import.meta.url).pathname;
  const child = spawn(
    join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-pathwise'],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  await waitFor(`http://${EMULATOR}/`, 60);
  return child;
}

/** A private PostgreSQL server on loopback, unless TEST_DATABASE_URL names one. */
async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) return { url: given, stop: () => undefined };
  return startPrivatePostgres();
}

/** A private Redis server on loopback, unless TEST_REDIS_URL names one. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const given = process.env['TEST_REDIS_URL'];
  if (given) return { url: given, stop: async () => undefined };
  return startPrivateRedis();
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const redis = await startRedis();
  const emulator = await startAuthEmulator();
  project.provide('postgresUrl', postgres.url);
  project.provide('redisUrl', redis.url);
  project.provide('authEmulatorHost', EMULATOR);
  return async () => {
    if (emulator?.pid) process.kill(-emulator.pid, 'SIGINT');
    postgres.stop();
    await redis.stop();
  };
}
