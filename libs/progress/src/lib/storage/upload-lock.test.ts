import { acquireStoredLock, releaseStoredLock, withUploadLock } from './upload-lock';

const KEY = 'pathwise:lock:test';

describe('the upload lock between tabs', () => {
  afterEach(() => localStorage.clear());

  it('lets one tab hold the stored lock at a time', () => {
    expect(acquireStoredLock(KEY, 'tab-1', 1_000)).toBe(true);
    expect(acquireStoredLock(KEY, 'tab-2', 2_000)).toBe(false);
    expect(acquireStoredLock(KEY, 'tab-1', 2_000)).toBe(true);
    releaseStoredLock(KEY, 'tab-2');
    expect(acquireStoredLock(KEY, 'tab-2', 3_000)).toBe(false);
    releaseStoredLock(KEY, 'tab-1');
    expect(acquireStoredLock(KEY, 'tab-2', 3_000)).toBe(true);
  });

  it('passes on a stored lock left behind by a tab that closed', () => {
    expect(acquireStoredLock(KEY, 'tab-1', 1_000)).toBe(true);
    expect(acquireStoredLock(KEY, 'tab-2', 61_001)).toBe(true);
  });

  it('ignores an unreadable stored lock', () => {
    localStorage.setItem(KEY, '{"owner":');
    expect(acquireStoredLock(KEY, 'tab-1', 1_000)).toBe(true);
  });

  it('runs one upload at a time: a second gives up, or waits its turn when asked to', async () => {
    const order: string[] = [];
    let finishFirst = () => undefined as void;
    const first = withUploadLock('test', async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first ends');
      return 1;
    });
    await Promise.resolve();
    await expect(withUploadLock('test', async () => 2)).resolves.toEqual({ ran: false });
    const waiting = withUploadLock(
      'test',
      async () => {
        order.push('third runs');
        return 3;
      },
      { wait: true },
    );
    finishFirst();
    await expect(first).resolves.toEqual({ ran: true, value: 1 });
    await expect(waiting).resolves.toEqual({ ran: true, value: 3 });
    expect(order).toEqual(['first starts', 'first ends', 'third runs']);
  });
});
