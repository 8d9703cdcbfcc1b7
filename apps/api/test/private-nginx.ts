import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './private-postgres';

const NGINX = '/usr/sbin/nginx';
/** The deployment's nginx configuration, as docs/deploy.md gives it. */
export const NGINX_TEMPLATE = new URL('../../../docs/nginx/pathwise.conf', import.meta.url)
  .pathname;

export type PrivateNginx = {
  url: string;
  /** One line per request: status, method, path, then each replica tried, in order. */
  accessLog: () => string[];
  /** nginx's warnings and errors, one per line: a replica refusing or dropping a connection. */
  errorLog: () => string[];
  stop: () => Promise<void>;
};

/** The template with its placeholders filled in; every placeholder must be given. */
function fillTemplate(values: Record<string, string>): string {
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for \${${name}} in ${NGINX_TEMPLATE}.`);
    return value;
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A private nginx (Debian's package; see scripts/ensure-nginx.sh) on a free loopback port in front
 * of the given API addresses, running the deployment's configuration from docs/nginx, with its
 * pid, logs and temporary files in a folder of its own that `stop` removes.
 */
export async function startPrivateNginx(upstreams: string[]): Promise<PrivateNginx> {
  if (!existsSync(NGINX))
    throw new Error(
      "nginx is not installed: install Debian's nginx package (scripts/ensure-nginx.sh).",
    );
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-nginx-'));
  // Run as root, nginx's workers run as nobody and must reach the temporary folders inside.
  chmodSync(dir, 0o755);
  const servers = Object.fromEntries(
    upstreams.map((address, index) => [`API_${index + 1}`, address]),
  );
  writeFileSync(
    join(dir, 'pathwise.conf'),
    fillTemplate({ LISTEN: `127.0.0.1:${port}`, ...servers }),
  );
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format tries '$status $request_method $uri $upstream_addr';
  access_log ${dir}/access.log tries;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/pathwise.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const log = (name: string) =>
    existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; !(await accepts(port)); attempt++) {
    if (child.exitCode !== null || attempt > 100) {
      const errors = log('error.log');
      await stop();
      throw new Error(`nginx did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () => log('access.log').split('\n').filter(Boolean),
    errorLog: () => log('error.log').split('\n').filter(Boolean),
    stop,
  };
}
