/** One answer on its way to the server. */
export type SyncAnswer = { readonly itemId: string; readonly score: number };

export type SyncQueueOptions = {
  /** Uploads a batch; resolving means the server has it. Must be safe to repeat. */
  send: (batch: SyncAnswer[]) => Promise<void>;
  /** Longest wait before waiting answers go out. */
  intervalMs?: number;
  /** Send at once when this many answers are waiting. */
  batchSize?: number;
  /** Most answers in one request. */
  maxBatch?: number;
  /** First wait after a failed send; it doubles with each failure in a row. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Whether a failure is worth retrying on its own (network trouble, server errors). */
  shouldRetry?: (error: unknown) => boolean;
  /** A failure that retrying won't fix; the answers stay queued until `flush()` or `clear()`. */
  onFatal?: (error: unknown) => void;
};

/**
 * Collects answers and uploads them in batches: after `intervalMs`, or at once when `batchSize`
 * are waiting. One request at a time; an item appears once per batch with its latest answer, and
 * leaves the queue only when the server has that answer. Failed sends are retried with back-off.
 */
export class SyncQueue {
  private readonly pending = new Map<string, number>();
  private readonly options: Required<Omit<SyncQueueOptions, 'onFatal'>> &
    Pick<SyncQueueOptions, 'onFatal'>;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The timer is a back-off wait, which new answers must not cut short. */
  private backingOff = false;
  /** A non-retryable failure: automatic sends wait for an explicit flush. */
  private halted = false;
  private stopped = false;
  private failures = 0;

  constructor(options: SyncQueueOptions) {
    this.options = {
      intervalMs: 2000,
      batchSize: 10,
      maxBatch: 120,
      retryBaseMs: 1000,
      retryMaxMs: 30_000,
      shouldRetry: () => true,
      ...options,
    };
  }

  /** Answers waiting to be sent (including any in flight). */
  get size(): number {
    return this.pending.size;
  }

  add(answers: SyncAnswer | readonly SyncAnswer[]): void {
    const list: readonly SyncAnswer[] = Array.isArray(answers) ? answers : [answers as SyncAnswer];
    for (const { itemId, score } of list) this.pending.set(itemId, score);
    this.schedule();
  }

  /** Sends everything now; rejects with the first failure, leaving unsent answers queued. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.pending.size > 0 || this.inFlight) {
      if (this.inFlight) {
        await this.inFlight.catch(() => undefined);
        continue;
      }
      await this.sendBatch();
    }
    this.halted = false;
  }

  /** Resolves once no request is in flight (whatever its outcome). */
  async settled(): Promise<void> {
    while (this.inFlight) await this.inFlight.catch(() => undefined);
  }

  /** Drops every waiting answer (the test was restarted or discarded). */
  clear(): void {
    this.pending.clear();
    this.clearTimer();
    this.halted = false;
  }

  /** Stops timers and automatic sends; an explicit `flush()` still works. */
  dispose(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private schedule(): void {
    if (this.stopped || this.halted || this.backingOff || this.inFlight) return;
    if (this.pending.size === 0) return;
    if (this.pending.size >= this.options.batchSize) {
      this.clearTimer();
      void this.sendAutomatically();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.sendAutomatically();
      }, this.options.intervalMs);
    }
  }

  private async sendAutomatically(): Promise<void> {
    this.clearTimer();
    if (this.stopped || this.inFlight || this.pending.size === 0) return;
    try {
      await this.sendBatch();
    } catch {
      return; // sendBatch has arranged the retry
    }
    this.schedule();
  }

  private sendBatch(): Promise<void> {
    const batch = [...this.pending]
      .slice(0, this.options.maxBatch)
      .map(([itemId, score]) => ({ itemId, score }));
    const attempt = Promise.resolve()
      .then(() => this.options.send(batch))
      .then(
        () => {
          this.inFlight = null;
          this.failures = 0;
          // An answer changed while its batch was in flight stays queued with the new value.
          for (const { itemId, score } of batch) {
            if (this.pending.get(itemId) === score) this.pending.delete(itemId);
          }
        },
        (error: unknown) => {
          this.inFlight = null;
          this.failed(error);
          throw error;
        },
      );
    this.inFlight = attempt;
    return attempt;
  }

  private failed(error: unknown): void {
    if (!this.options.shouldRetry(error)) {
      this.halted = true;
      this.clearTimer();
      this.options.onFatal?.(error);
      return;
    }
    if (this.stopped) return;
    this.failures += 1;
    const delay = Math.min(
      this.options.retryMaxMs,
      this.options.retryBaseMs * 2 ** (this.failures - 1),
    );
    this.clearTimer();
    this.backingOff = true;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.backingOff = false;
      void this.sendAutomatically();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.backingOff = false;
  }
}
