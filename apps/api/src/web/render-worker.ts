import { Worker } from 'node:worker_threads';

/**
 * The worker's code, plain CommonJS: it imports the render entry once and renders what it is sent,
 * one message at a time as they arrive.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = import(workerData.url);
parentPort.on('message', async ({ id, name, args }) => {
  try {
    parentPort.postMessage({ id, value: await (await entry)[name](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: (error && error.stack) || String(error) });
  }
});`;

type Reply = { id: number; value?: unknown; error?: string };

/** A call that took longer than it may: the worker was stopped, and the next call starts another. */
export class RenderTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`${name} took longer than ${ms} ms; the render worker was stopped.`);
  }
}

/**
 * A module's functions called in a worker thread, so that rendering a page (a tenth of a second or
 * more) never holds up the server's other answers. Started on the first call; started again after
 * it fails.
 */
export function inWorker(url: string) {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = null;
  };
  const start = () => {
    const made = new Worker(WORKER, { eval: true, workerData: { url } });
    // The server's own sockets keep the process alive, not an idle renderer.
    made.unref();
    made.on('message', ({ id, value, error }: Reply) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error === undefined) call?.resolve(value);
      else call?.reject(new Error(error));
    });
    made.on('error', failAll);
    made.on('exit', (code) => {
      if (worker === made) failAll(new Error(`The render worker stopped (exit code ${code}).`));
    });
    return made;
  };
  return {
    /**
     * Calls `name` in the worker. One that takes longer than `timeLimitMs` is refused with a
     * `RenderTimeoutError` and the worker (stuck in it, perhaps for good) is stopped.
     */
    call<T>(name: string, args: unknown[], timeLimitMs: number): Promise<T> {
      const running = (worker ??= start());
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!waiting.has(id)) return;
          failAll(new RenderTimeoutError(name, timeLimitMs));
          void running.terminate();
        }, timeLimitMs);
        timer.unref();
        const settle =
          <V>(then: (value: V) => void) =>
          (value: V) => {
            clearTimeout(timer);
            then(value);
          };
        waiting.set(id, {
          resolve: settle(resolve as (value: unknown) => void),
          reject: settle(reject),
        });
        running.postMessage({ id, name, args });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
