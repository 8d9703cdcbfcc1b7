import { z } from 'zod/mini';
import { keptValue } from './kept-value';

const schema = z.object({ count: z.int() });

describe('a value kept in local storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what it wrote, as the same object until it changes', () => {
    const kept = keptValue('test:kept-a', schema);
    expect(kept.read()).toEqual({ value: null, damaged: false });
    kept.write({ count: 2 });
    expect(localStorage.getItem('test:kept-a')).toBe('{"count":2}');
    expect(kept.read()).toBe(kept.read());
    expect(kept.read().value).toEqual({ count: 2 });
    kept.write(null);
    expect(localStorage.getItem('test:kept-a')).toBeNull();
    expect(kept.read().value).toBeNull();
  });

  it('reports stored text that fails its check as damaged', () => {
    const kept = keptValue('test:kept-b', schema);
    localStorage.setItem('test:kept-b', '{"count":"two"}');
    expect(kept.read()).toEqual({ value: null, damaged: true });
    localStorage.setItem('test:kept-b', '{"count":');
    expect(kept.read()).toEqual({ value: null, damaged: true });
  });

  it('tells subscribers about its own writes and about other tabs', () => {
    const kept = keptValue('test:kept-c', schema);
    const listener = vi.fn();
    const stop = kept.subscribe(listener);
    kept.write({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem('test:kept-c', '{"count":5}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:kept-c' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(kept.read().value).toEqual({ count: 5 });
    stop();
    kept.write(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the value in memory when the browser refuses to store it', () => {
    const kept = keptValue('test:kept-d', schema);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(kept.write({ count: 3 })).toBe(false);
    expect(kept.read().value).toEqual({ count: 3 });
    vi.restoreAllMocks();
    expect(kept.write({ count: 4 })).toBe(true);
    expect(localStorage.getItem('test:kept-d')).toBe('{"count":4}');
  });
});
