import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const EMULATOR = '127.0.0.1:9099';
const PG_BIN = '/usr/lib/postgresql/15/bin';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
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

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A private PostgreSQL server on loopback, unless TEST_DATABASE_URL names one. */
async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) return { url: given, stop: () => undefined };
  if (!existsSync(`${PG_BIN}/initdb`)) {
    throw new Error(
      "API tests need PostgreSQL: install Debian's postgresql package or set TEST_DATABASE_URL.",
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-pg-'));
  // initdb refuses to run as root; run the server as the postgres user then.
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPostgres.length) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const [bin, ...rest] = [...asPostgres, cmd, ...args];
    execFileSync(bin!, rest, { stdio: 'ignore' });
  };
  run(`${PG_BIN}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  run(`${PG_BIN}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    `${dir}/pg.log`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(`${PG_BIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const emulator = await startAuthEmulator();
  project.provide('postgresUrl', postgres.url);
  project.provide('authEmulatorHost', EMULATOR);
  return () => {
    if (emulator?.pid) process.kill(-emulator.pid, 'SIGINT');
    postgres.stop();
  };
}
