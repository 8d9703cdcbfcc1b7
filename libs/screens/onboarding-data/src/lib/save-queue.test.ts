import { type AnswerField, type FieldValue, isListField } from './answer-fields';
import { SaveQueue } from './save-queue';

type Call = {
  changes: Record<string, FieldValue>;
  resolve: () => void;
  reject: (error: Error) => void;
};

/** A queue whose saves wait until the test settles each one. */
function setup() {
  const calls: Call[] = [];
  const queue = new SaveQueue({
    save: (changes) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ changes: Object.fromEntries(changes), resolve, reject });
      }),
    delay: (field) => (isListField(field) ? 500 : 0),
    errorMessage: (error) => (error as Error).message,
  });
  const status = (field: AnswerField) => queue.snapshot().statuses[field];
  return { queue, calls, status };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('SaveQueue', () => {
  it('saves a single choice at once and says when it is saved', async () => {
    const { queue, calls, status } = setup();
    queue.change('country', 'GB');
    expect(calls.map((call) => call.changes)).toEqual([{ country: 'GB' }]);
    expect(status('country')).toEqual({ state: 'saving' });
    expect(queue.snapshot().unsaved).toBe(true);
    calls[0]?.resolve();
    await vi.waitFor(() => expect(status('country')).toEqual({ state: 'saved' }));
    expect(queue.snapshot().unsaved).toBe(false);
  });

  it('waits for a pause before saving ticked boxes, then saves the last choice once', async () => {
    const { queue, calls } = setup();
    queue.change('enjoyedSubjects', ['Maths']);
    vi.advanceTimersByTime(300);
    queue.change('enjoyedSubjects', ['Maths', 'Music']);
    vi.advanceTimersByTime(400);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(calls.map((call) => call.changes)).toEqual([{ enjoyedSubjects: ['Maths', 'Music'] }]);
  });

  it('sends changes made during a save together, after it', async () => {
    const { queue, calls, status } = setup();
    queue.change('lifeStage', 'school');
    queue.change('country', 'IE');
    queue.change('highestEducation', 'secondary');
    expect(calls).toHaveLength(1);
    expect(status('country')).toEqual({ state: 'waiting' });
    calls[0]?.resolve();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.changes).toEqual({ country: 'IE', highestEducation: 'secondary' });
  });

  it('keeps a failed change with its reason, and sends it again on retry', async () => {
    const { queue, calls, status } = setup();
    queue.change('country', 'FR');
    calls[0]?.reject(new Error('No connection.'));
    await vi.waitFor(() =>
      expect(status('country')).toEqual({ state: 'error', message: 'No connection.' }),
    );
    expect(queue.snapshot().drafts.get('country')).toBe('FR');
    expect(queue.snapshot().unsaved).toBe(true);
    queue.retry('country');
    expect(calls[1]?.changes).toEqual({ country: 'FR' });
    calls[1]?.resolve();
    await vi.waitFor(() => expect(status('country')).toEqual({ state: 'saved' }));
  });

  it('does not mark an answer saved when it changed again during the save', async () => {
    const { queue, calls, status } = setup();
    queue.change('country', 'FR');
    queue.change('country', 'DE');
    calls[0]?.resolve();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(status('country')).toEqual({ state: 'saving' });
    expect(calls[1]?.changes).toEqual({ country: 'DE' });
  });

  it('sends what is still waiting when flushed, as when the page is left', () => {
    const { queue, calls } = setup();
    queue.change('workValues', ['support']);
    queue.flush();
    expect(calls.map((call) => call.changes)).toEqual([{ workValues: ['support'] }]);
  });

  it('lets go of a saved draft once the saved answers show it', async () => {
    const { queue, calls } = setup();
    queue.change('country', 'GB');
    calls[0]?.resolve();
    await vi.waitFor(() => expect(queue.snapshot().statuses.country?.state).toBe('saved'));
    queue.settle(() => '');
    expect(queue.snapshot().drafts.get('country')).toBe('GB');
    queue.settle((field) => (field === 'country' ? 'GB' : ''));
    expect(queue.snapshot().drafts.has('country')).toBe(false);
  });
});
