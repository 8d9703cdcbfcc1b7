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
    call<T>(name: string, args: unknown[]): Promise<T> {
      const running = (worker ??= start());
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
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
