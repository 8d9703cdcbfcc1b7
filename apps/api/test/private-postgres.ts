import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL programs (server and client tools). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
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

/**
 * A private PostgreSQL server on loopback in a temporary folder (Debian's package; see
 * scripts/ensure-postgres.sh), for the API tests and `bench:api --postgres`; `stop` removes it.
 */
export async function startPrivatePostgres(): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(`${PG_BIN}/initdb`)) {
    throw new Error(
      "PostgreSQL is not installed: install Debian's postgresql package (scripts/ensure-postgres.sh), or set TEST_DATABASE_URL for the tests.",
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
