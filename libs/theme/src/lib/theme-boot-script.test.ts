import { installFakeDarkPreference } from './fake-media-query';
import { THEME_STORAGE_KEY } from './theme';
import { themeBootScript } from '../boot-script';

function boot() {
  // The same string index.html inlines, run the way the browser runs it.
  new Function(themeBootScript)();
  return document.documentElement.className;
}

describe('theme boot script', () => {
  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    ['nonsense', false, 'light'],
  ])('saved %s with a dark device = %s gives %s', (saved, deviceDark, expected) => {
    installFakeDarkPreference(deviceDark);
    if (saved !== null) localStorage.setItem(THEME_STORAGE_KEY, saved);
    expect(boot()).toBe(expected);
  });

  it('replaces the class of the other theme', () => {
    installFakeDarkPreference(false);
    document.documentElement.className = 'dark';
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(boot()).toBe('light');
  });
});
