import { DEVICE_KEYS, STORAGE_KEYS, STORAGE_PROBE_KEY, TAB_KEYS, UPLOAD_LOCKS } from './keys';

describe('the browser keys', () => {
  it('keeps no two things under the same name', () => {
    const names = [
      ...Object.values(STORAGE_KEYS),
      ...Object.values(DEVICE_KEYS),
      ...Object.values(TAB_KEYS),
      STORAGE_PROBE_KEY,
      ...Object.values(UPLOAD_LOCKS),
    ];
    expect(new Set(names).size).toBe(names.length);
  });
});
