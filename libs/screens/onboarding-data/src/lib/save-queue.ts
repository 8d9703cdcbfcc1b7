import { type AnswerField, type FieldValue, sameValue } from './answer-fields';

export type SaveStatus =
  | { state: 'waiting' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'error'; message: string };

export type QueueSnapshot = {
  /** Answers chosen on the page that the saved answers don't show yet. */
  drafts: ReadonlyMap<AnswerField, FieldValue>;
  statuses: Partial<Record<AnswerField, SaveStatus>>;
  /** True while something chosen isn't in the account yet (waiting, saving or failed). */
  unsaved: boolean;
};

/** Saves these answers together; rejects when they weren't saved. */
export type SaveAnswers = (changes: ReadonlyMap<AnswerField, FieldValue>) => Promise<void>;

export type SaveQueueOptions = {
  save: SaveAnswers;
  /** How long to wait after a change before saving it (0: at once). */
  delay: (field: AnswerField) => number;
  /** What to tell the person when a question's save failed. */
  errorMessage: (error: unknown, field: AnswerField) => string;
};

/**
 * Saves each question as it changes, one save at a time: changes made while a save is under way
 * go together in the next one, so saves never overtake each other. A failed change stays on the
 * page, marked, until it is retried or changed again.
 */
export class SaveQueue {
  private readonly drafts = new Map<AnswerField, FieldValue>();
  /** Drafts the account has accepted, kept until the saved answers show them. */
  private readonly confirmed = new Set<AnswerField>();
  private readonly ready = new Set<AnswerField>();
  private readonly timers = new Map<AnswerField, ReturnType<typeof setTimeout>>();
  private statuses: QueueSnapshot['statuses'] = {};
  private busy = false;
  private readonly listeners = new Set<() => void>();
  private current: QueueSnapshot = { drafts: new Map(), statuses: {}, unsaved: false };

  constructor(private readonly options: SaveQueueOptions) {}

  /** Saves through this from now on, as the page's way of saving changes. */
  setSave(save: SaveAnswers): void {
    this.options.save = save;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = (): QueueSnapshot => this.current;

  change(field: AnswerField, value: FieldValue): void {
    this.drafts.set(field, value);
    this.confirmed.delete(field);
    this.ready.delete(field);
    this.stopTimer(field);
    this.setStatus(field, { state: 'waiting' });
    const wait = this.options.delay(field);
    if (wait <= 0) this.markReady(field);
    else
      this.timers.set(
        field,
        setTimeout(() => this.markReady(field), wait),
      );
  }

  /** Sends a failed change again. */
  retry(field: AnswerField): void {
    if (this.statuses[field]?.state !== 'error') return;
    this.setStatus(field, { state: 'waiting' });
    this.markReady(field);
  }

  /** Sends every waiting or failed change now, as when the person leaves the page. */
  flush(): void {
    for (const [field, state] of Object.entries(this.statuses) as [AnswerField, SaveStatus][]) {
      if (state.state === 'waiting' || state.state === 'error') {
        this.stopTimer(field);
        this.ready.add(field);
      }
    }
    void this.run();
  }

  /** Lets go of drafts the saved answers now show, so later changes from elsewhere appear. */
  settle(saved: (field: AnswerField) => FieldValue): void {
    let changed = false;
    for (const field of this.confirmed) {
      const draft = this.drafts.get(field);
      if (draft !== undefined && sameValue(saved(field), draft)) {
        this.drafts.delete(field);
        this.confirmed.delete(field);
        changed = true;
      }
    }
    if (changed) this.emit();
  }

  private markReady(field: AnswerField) {
    this.timers.delete(field);
    this.ready.add(field);
    void this.run();
  }

  private stopTimer(field: AnswerField) {
    clearTimeout(this.timers.get(field));
    this.timers.delete(field);
  }

  private async run(): Promise<void> {
    if (this.busy || this.ready.size === 0) return;
    const sending = new Map<AnswerField, FieldValue>();
    for (const field of this.ready) {
      const draft = this.drafts.get(field);
      if (draft !== undefined) sending.set(field, draft);
    }
    this.ready.clear();
    if (sending.size === 0) return;
    this.busy = true;
    for (const field of sending.keys()) this.statuses[field] = { state: 'saving' };
    this.emit();

    let failure: { error: unknown } | null = null;
    try {
      await this.options.save(sending);
    } catch (error) {
      failure = { error };
    }
    this.busy = false;
    for (const [field, value] of sending) {
      const draft = this.drafts.get(field);
      // Changed again meanwhile: that newer answer has its own save coming.
      if (draft === undefined || !sameValue(draft, value)) continue;
      if (failure) {
        this.statuses[field] = {
          state: 'error',
          message: this.options.errorMessage(failure.error, field),
        };
      } else {
        this.statuses[field] = { state: 'saved' };
        this.confirmed.add(field);
      }
    }
    this.emit();
    await this.run();
  }

  private setStatus(field: AnswerField, status: SaveStatus) {
    this.statuses[field] = status;
    this.emit();
  }

  private emit() {
    const statuses = { ...this.statuses };
    const unsaved = Object.values(statuses).some((status) => status.state !== 'saved');
    this.current = { drafts: new Map(this.drafts), statuses, unsaved };
    for (const listener of this.listeners) listener();
  }
}
