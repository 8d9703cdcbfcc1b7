import { z } from 'zod/mini';
import { browserRecord } from './browser-record';

const schema = z.object({ count: z.int() });

describe('a record kept in this browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what it wrote, as the same object until it changes', () => {
    const kept = browserRecord({ key: 'test:kept-a', schema });
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
    const kept = browserRecord({ key: 'test:kept-b', schema });
    localStorage.setItem('test:kept-b', '{"count":"two"}');
    expect(kept.read()).toEqual({ value: null, damaged: true });
    localStorage.setItem('test:kept-b', '{"count":');
    expect(kept.read()).toEqual({ value: null, damaged: true });
  });

  it('tells subscribers about its own writes and about other tabs', () => {
    const kept = browserRecord({ key: 'test:kept-c', schema });
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
    const kept = browserRecord({ key: 'test:kept-d', schema });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(kept.write({ count: 3 })).toBe(false);
    expect(kept.read().value).toEqual({ count: 3 });
    expect(kept.kept()).toBe(false);
    vi.restoreAllMocks();
    expect(kept.write({ count: 4 })).toBe(true);
    expect(kept.kept()).toBe(true);
    expect(localStorage.getItem('test:kept-d')).toBe('{"count":4}');
  });

  it('reads what is stored today, as it was written before this record existed', () => {
    localStorage.setItem('test:kept-e', '{"count":7,"extra":"dropped"}');
    const kept = browserRecord({ key: 'test:kept-e', schema });
    expect(kept.key).toBe('test:kept-e');
    expect(kept.read()).toEqual({ value: { count: 7 }, damaged: false });
    expect(kept.write({ count: 8 })).toBe(true);
    expect(localStorage.getItem('test:kept-e')).toBe('{"count":8}');
  });

  it('forgets the value and tells subscribers', () => {
    const kept = browserRecord({ key: 'test:kept-f', schema });
    kept.write({ count: 1 });
    const listener = vi.fn();
    kept.subscribe(listener);
    expect(kept.forget()).toBe(true);
    expect(localStorage.getItem('test:kept-f')).toBeNull();
    expect(kept.read()).toEqual({ value: null, damaged: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears that another tab cleared all of local storage', () => {
    const kept = browserRecord({ key: 'test:kept-g', schema });
    kept.write({ count: 1 });
    const listener = vi.fn();
    const stop = kept.subscribe(listener);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(kept.read().value).toBeNull();
    stop();
  });

  it('goes on showing what is stored when told not to keep refused writes in memory', () => {
    const kept = browserRecord({ key: 'test:kept-h', schema, inMemoryWhenRefused: false });
    kept.write({ count: 1 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(kept.write({ count: 2 })).toBe(false);
    expect(kept.kept()).toBe(true);
    expect(kept.read().value).toEqual({ count: 1 });
  });
});
