import { offlineShellFor } from './offline-page';

const shells = { prefixed: { '/es': '/es/dashboard' }, fallback: '/dashboard' };

describe('offlineShellFor', () => {
  it("answers an address with its language's shell", () => {
    expect(offlineShellFor('/es', shells)).toBe('/es/dashboard');
    expect(offlineShellFor('/es/v2/pg-canvas', shells)).toBe('/es/dashboard');
    expect(offlineShellFor('/', shells)).toBe('/dashboard');
    expect(offlineShellFor('/personality-test', shells)).toBe('/dashboard');
  });

  it('does not take an address that only starts like a prefix for that language', () => {
    expect(offlineShellFor('/escape', shells)).toBe('/dashboard');
  });
});
