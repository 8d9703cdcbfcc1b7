import { execFileSync } from 'node:child_process';
import type { ApiProcess } from './api-process';

/** Connections to `port` holding a request its process hasn't read yet (data waiting on them). */
export function unreadRequests(port: number): number {
  return execFileSync('ss', ['-Htn', `( sport = :${port} )`], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => {
      const [state, waiting] = line.trim().split(/\s+/);
      return state === 'ESTAB' && Number(waiting) > 0;
    }).length;
}

/**
 * Kills the process while it certainly has requests in flight: pauses it (SIGSTOP), so what is sent
 * to it waits unread, until at least `atLeast` of its connections hold a request, then SIGKILLs it.
 * Returns how many held one.
 */
export async function killMidRequest(api: ApiProcess, atLeast = 1): Promise<number> {
  api.pause();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const waiting = unreadRequests(api.port);
    if (waiting >= atLeast) {
      await api.stop('SIGKILL');
      return waiting;
    }
    if (Date.now() > deadline) {
      await api.stop('SIGKILL');
      throw new Error(`No request reached the API on ${api.port} while it was paused.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
