import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Requests sent and the statuses they got, per database and operation. */
export class Tally {
  private readonly counts = new Map<string, Map<string, Map<number, number>>>();
  private readonly started = Date.now();

  count(database: string, operation: string, status: number) {
    const byOperation = this.counts.get(database) ?? new Map<string, Map<number, number>>();
    this.counts.set(database, byOperation);
    const byStatus = byOperation.get(operation) ?? new Map<number, number>();
    byOperation.set(operation, byStatus);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }

  /** One line for one operation on one database: requests and how many got each status. */
  line(database: string, operation: string) {
    const statuses = [...(this.counts.get(database)?.get(operation) ?? new Map<number, number>())]
      .sort(([one], [other]) => one - other)
      .map(([status, count]) => `${status}: ${count}`);
    return `${database} ${operation}: ${statuses.join(', ') || 'no requests'}`;
  }

  totals() {
    const byStatus: Record<string, number> = {};
    const databases: Record<string, { requests: number; operations: number }> = {};
    const operations: Record<string, Record<string, number>> = {};
    let requests = 0;
    for (const [database, byOperation] of this.counts) {
      let sent = 0;
      for (const [operation, statuses] of byOperation) {
        const forOperation = (operations[operation] ??= {});
        for (const [status, count] of statuses) {
          byStatus[status] = (byStatus[status] ?? 0) + count;
          forOperation[status] = (forOperation[status] ?? 0) + count;
          sent += count;
        }
      }
      databases[database] = { requests: sent, operations: byOperation.size };
      requests += sent;
    }
    const serverErrors = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      requests,
      serverErrors,
      byStatus,
      databases,
      operations,
      seconds: Math.round((Date.now() - this.started) / 1000),
    };
  }

  /** Writes the totals as JSON and returns the lines to print. */
  report(file: string, settings: Record<string, unknown>) {
    const totals = { ...settings, ...this.totals(), finishedAt: new Date().toISOString() };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(totals, null, 2)}\n`);
    const statuses = Object.entries(totals.byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    const perDatabase = Object.entries(totals.databases)
      .map(([name, { requests, operations }]) => `${name} ${requests} (${operations} operations)`)
      .join(', ');
    return [
      `Fuzz: ${totals.requests} requests in ${totals.seconds} s (${perDatabase}); 5xx: ${totals.serverErrors}`,
      `By status: ${statuses}`,
      `Totals written to ${file}`,
    ].join('\n');
  }
}
