import { type SyncAnswer, SyncQueue } from './sync-queue';

/** A server stand-in: records every batch; `failNext(n)` makes the next n sends fail. */
function fakeServer() {
  const saved = new Map<string, number>();
  const batches: SyncAnswer[][] = [];
  let failures: unknown[] = [];
  let gate: Promise<void> | null = null;
  const send = vi.fn(async (batch: SyncAnswer[]) => {
    batches.push(batch);
    if (gate) await gate;
    const failure = failures.shift();
    if (failure !== undefined) throw failure;
    for (const { itemId, score } of batch) saved.set(itemId, score);
  });
  return {
    send,
    saved,
    batches,
    failNext: (...errors: unknown[]) => {
      failures = errors;
    },
    /** Holds sends until the returned function is called. */
    hold: () => {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return () => release();
    },
  };
}

const answer = (n: number, score = 3): SyncAnswer => ({ itemId: `item-${n}`, score });
const networkError = { status: 'FETCH_ERROR', error: 'Failed to fetch' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SyncQueue', () => {
  it('waits for the interval before sending a few answers, in one batch', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send, intervalMs: 2000 });
    queue.add(answer(1));
    await vi.advanceTimersByTimeAsync(1000);
    queue.add(answer(2));
    expect(server.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.batches).toEqual([[answer(1), answer(2)]]);
    expect(queue.size).toBe(0);
  });

  it('sends at once when ten answers are waiting', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send, batchSize: 10 });
    for (let n = 1; n <= 10; n++) queue.add(answer(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0]).toHaveLength(10);
  });

  it('keeps one answer per item, the latest', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send });
    queue.add(answer(1, 2));
    queue.add(answer(1, 5));
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.batches).toEqual([[answer(1, 5)]]);
  });

  it('splits a large backlog into batches the API accepts', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send, maxBatch: 120 });
    queue.add(Array.from({ length: 130 }, (_, n) => answer(n)));
    await queue.flush();
    expect(server.batches.map((batch) => batch.length)).toEqual([120, 10]);
    expect(server.saved.size).toBe(130);
  });

  it('sends one request at a time and resends an answer changed while in flight', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send, intervalMs: 2000 });
    queue.add(answer(1, 2));
    const release = server.hold();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.send).toHaveBeenCalledTimes(1);
    queue.add(answer(1, 4));
    queue.add(answer(2));
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.send).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.batches).toEqual([[answer(1, 2)], [answer(1, 4), answer(2)]]);
    expect(server.saved.get('item-1')).toBe(4);
    expect(queue.size).toBe(0);
  });

  it('retries after a network failure with growing waits, losing nothing', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send, retryBaseMs: 1000, intervalMs: 2000 });
    server.failNext(networkError, networkError);
    queue.add([answer(1), answer(2)]);
    await vi.advanceTimersByTimeAsync(2000); // first try fails
    expect(queue.size).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // retry after 1 s fails
    expect(server.send).toHaveBeenCalledTimes(2);
    // New answers during the back-off don't cut it short, even a full batch's worth.
    queue.add(Array.from({ length: 10 }, (_, n) => answer(n + 10)));
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // retry after 2 s succeeds
    expect(server.send).toHaveBeenCalledTimes(3);
    expect(server.saved.size).toBe(12);
    expect(queue.size).toBe(0);
    // Every batch names each item once.
    for (const batch of server.batches) {
      expect(new Set(batch.map((a) => a.itemId)).size).toBe(batch.length);
    }
  });

  it('caps the back-off', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({
      send: server.send,
      retryBaseMs: 1000,
      retryMaxMs: 4000,
      intervalMs: 10,
    });
    server.failNext(...Array(6).fill(networkError));
    queue.add(answer(1));
    await vi.advanceTimersByTimeAsync(10 + 1000 + 2000 + 4000 + 4000);
    expect(server.send).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.send).toHaveBeenCalledTimes(6);
  });

  it('stops on a failure retrying cannot fix, and reports it once', async () => {
    const server = fakeServer();
    const onFatal = vi.fn();
    const mismatch = { status: 409, data: { code: 'test_version_mismatch' } };
    const queue = new SyncQueue({
      send: server.send,
      shouldRetry: (error) => error !== mismatch,
      onFatal,
    });
    server.failNext(mismatch);
    queue.add(answer(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(onFatal).toHaveBeenCalledWith(mismatch);
    queue.add(answer(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(2);
    queue.clear();
    expect(queue.size).toBe(0);
  });

  it('flushes everything at the end, waiting for a send in flight', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send, intervalMs: 2000 });
    queue.add(answer(1));
    const release = server.hold();
    await vi.advanceTimersByTimeAsync(2000);
    queue.add(answer(2));
    const flushed = queue.flush();
    release();
    await flushed;
    expect(server.batches).toEqual([[answer(1)], [answer(2)]]);
    expect(queue.size).toBe(0);
  });

  it('rejects a failed flush with the answers still queued, and succeeds when asked again', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send });
    server.failNext({ status: 503 });
    queue.add([answer(1), answer(2)]);
    await expect(queue.flush()).rejects.toEqual({ status: 503 });
    expect(queue.size).toBe(2);
    await queue.flush();
    expect([...server.saved.keys()]).toEqual(['item-1', 'item-2']);
    expect(queue.size).toBe(0);
  });

  it('still retries a failed flush on its own', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send, retryBaseMs: 1000 });
    server.failNext(networkError);
    queue.add(answer(1));
    await expect(queue.flush()).rejects.toEqual(networkError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saved.get('item-1')).toBe(3);
  });

  it('sends nothing on its own once disposed, but can still be flushed', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send });
    queue.add(answer(1));
    queue.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.send).not.toHaveBeenCalled();
    await queue.flush();
    expect(server.saved.size).toBe(1);
  });

  it('tells when no request is in flight', async () => {
    const server = fakeServer();
    const queue = new SyncQueue({ send: server.send });
    await queue.settled();
    queue.add(answer(1));
    const release = server.hold();
    await vi.advanceTimersByTimeAsync(2000);
    let settled = false;
    void queue.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('does nothing when flushed empty', async () => {
    const server = fakeServer();
    await new SyncQueue({ send: server.send }).flush();
    expect(server.send).not.toHaveBeenCalled();
  });
});
