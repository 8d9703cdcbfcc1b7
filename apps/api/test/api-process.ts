import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

const ROOT = new URL('../../..', import.meta.url).pathname;
const SERVER = new URL('../src/server.ts', import.meta.url).pathname;

/** How long a starting API may take (its first start may import the catalogue). */
const START_ATTEMPTS = 600;
const START_POLL_MS = 200;

/**
 * The API as its own process, as `npm start` runs it (`src/server.ts`, which imports the catalogue
 * when it is empty or behind), on a fixed port so it can be stopped and started again there.
 */
export class ApiProcess {
  readonly url: string;
  private child: ChildProcess | null = null;
  private log = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string | undefined>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The running process's id, for reading its CPU time; undefined while it isn't running. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Everything every run of this process has written, stdout and stderr together. */
  get output(): string {
    return this.log;
  }

  /** The end of the output, for an error message (a failed query quotes all its values). */
  private get tail(): string {
    return this.log.slice(-4000);
  }

  /** Starts the process and resolves once it answers /healthz; rejects with its output if it exits. */
  async start(): Promise<void> {
    if (this.child) throw new Error(`The API on ${this.port} is already running.`);
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const [name, value] of Object.entries({ ...this.env, PORT: String(this.port) })) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    // node --import tsx: one process per API, without the npx and tsx wrappers around it.
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const append = (chunk: Buffer) => (this.log += chunk.toString());
    child.stdout!.on('data', append);
    child.stderr!.on('data', append);
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      if (this.child !== child)
        throw new Error(`The API on ${this.port} exited while starting:\n${this.tail}`);
      if (await this.healthy()) return;
      await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
    }
    throw new Error(`The API on ${this.port} did not come up:\n${this.tail}`);
  }

  /** Pauses the process (SIGSTOP): connections are still accepted, and what is sent waits unread. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  /** Stops the process with a signal and resolves once it has exited. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  private async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/healthz`)).ok;
    } catch {
      return false;
    }
  }
}
