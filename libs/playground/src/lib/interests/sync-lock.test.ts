import { acquireSyncLock, releaseSyncLock } from './sync-lock';

describe('the upload lock between tabs', () => {
  it('lets one tab hold it at a time', () => {
    expect(acquireSyncLock('tab-1', 1_000)).toBe(true);
    expect(acquireSyncLock('tab-2', 2_000)).toBe(false);
    expect(acquireSyncLock('tab-1', 2_000)).toBe(true);
    releaseSyncLock('tab-2');
    expect(acquireSyncLock('tab-2', 3_000)).toBe(false);
    releaseSyncLock('tab-1');
    expect(acquireSyncLock('tab-2', 3_000)).toBe(true);
  });

  it('passes on a lock left behind by a tab that closed', () => {
    expect(acquireSyncLock('tab-1', 1_000)).toBe(true);
    expect(acquireSyncLock('tab-2', 61_001)).toBe(true);
  });

  it('ignores an unreadable lock', () => {
    localStorage.setItem('pathwise:interest-sync-lock', '{"owner":');
    expect(acquireSyncLock('tab-1', 1_000)).toBe(true);
  });
});
