import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';

const root = new URL('../..', import.meta.url).pathname;
const EMULATOR_PORT = 9099;

const listening = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Stops a child's process group, once: asked again (as the bench exits), it is already gone. */
function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Starts the server the way `npm start` does (scripts/start.sh: the production web build, the API on
 * the embedded database, the Auth emulator) on its own port and data directory, with the rate
 * limits raised so one client may load it, and waits until it answers. Benchmarks measure this,
 * from their own process, never a dev or preview server. With `databaseUrl`, the API keeps its data
 * on that PostgreSQL database instead (importing the catalogue into it when it is empty).
 */
export async function startNpmStartServer(port: string, options: { databaseUrl?: string } = {}) {
  if (await listening('127.0.0.1', EMULATOR_PORT))
    throw new Error(
      'Port 9099 (the Auth emulator) is in use: stop `npm start` and run this again.',
    );
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('bash', ['scripts/start.sh'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: '.data/bench',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      USER_RATE_LIMIT_PER_MINUTE: '1000000000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  // The whole group: the build, the emulator and the API under it.
  const stop = () => stopGroup(server);
  process.on('exit', stop);
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting.');
    const up = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up && (await listening('127.0.0.1', EMULATOR_PORT))) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('The server did not start within ten minutes.');
}

/** The bare Fastify baseline (bare-fastify.ts) in a process of its own. */
export async function startBareFastify(port: string) {
  const child = spawn('npx', ['tsx', 'scripts/bench/bare-fastify.ts', port], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => stopGroup(child);
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await listening('127.0.0.1', Number(port))) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('The bare Fastify baseline did not start.');
}
