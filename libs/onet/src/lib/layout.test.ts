import { describe, expect, it } from 'vitest';
import { UnknownReleaseError, releaseFromReadMe } from './layout';

describe('releaseFromReadMe', () => {
  it.each([
    ['O*NET 29.3 Database\r\nMay 2025 Release', { version: '29.3', layout: '29' }],
    ['O*NET 29.0 Database\n', { version: '29.0', layout: '29' }],
    ['\uFEFFO*NET 30.1 Database\r\nDecember 2025 Release', { version: '30.1', layout: '30' }],
    ['O*NET 30.2 Database', { version: '30.2', layout: '30' }],
  ])('reads %j', (text, release) => {
    expect(releaseFromReadMe(text)).toEqual(release);
  });

  it('refuses a release whose layout it does not know, naming the ones it reads', () => {
    expect(() => releaseFromReadMe('O*NET 30.3 Database\r\nMay 2026 Release')).toThrow(
      new UnknownReleaseError(
        'O*NET 30.3 uses a file layout this importer does not know; it reads releases 29.0–29.3 and 30.0–30.2.',
      ),
    );
    expect(() => releaseFromReadMe('O*NET 28.1 Database')).toThrow(UnknownReleaseError);
    expect(() => releaseFromReadMe('O*NET 31.0 Database')).toThrow(/O\*NET 31\.0/);
  });

  it('refuses a file that names no release', () => {
    expect(() => releaseFromReadMe('Hello')).toThrow(/release is unknown/);
    expect(() => releaseFromReadMe('')).toThrow(UnknownReleaseError);
  });
});
