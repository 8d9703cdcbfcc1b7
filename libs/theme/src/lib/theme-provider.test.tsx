import { I18nProvider } from '@lingui/react';
import { i18n } from '@pathwise/i18n';
import { act, render as renderPlain, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { installFakeDarkPreference } from './fake-media-query';
import { ModeToggle } from './mode-toggle';
import { THEME_STORAGE_KEY } from './theme';
import { ThemeProvider } from './theme-provider';
import { useTheme } from './use-theme';

/** Rendered as in the app, with the messages' provider (the toggle's words come from it). */
const render = (ui: ReactNode) => renderPlain(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const rootClasses = () =>
  [...document.documentElement.classList].filter((c) => c === 'light' || c === 'dark');

function renderToggle() {
  return render(
    <ThemeProvider>
      <ModeToggle />
    </ThemeProvider>,
  );
}

describe('ThemeProvider', () => {
  it('defaults to system and follows the device preference', () => {
    installFakeDarkPreference(true);
    renderToggle();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(rootClasses()).toEqual(['dark']);
  });

  it('saves a choice under vite-ui-theme and keeps exactly one theme class on the root', async () => {
    installFakeDarkPreference(false);
    renderToggle();
    expect(rootClasses()).toEqual(['light']);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(rootClasses()).toEqual(['dark']);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(rootClasses()).toEqual(['light']);
  });

  it('restores a saved choice', () => {
    installFakeDarkPreference(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderToggle();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(rootClasses()).toEqual(['light']);
  });

  it('falls back to system when the saved value is not a theme', () => {
    installFakeDarkPreference(true);
    localStorage.setItem(THEME_STORAGE_KEY, '"purple"');
    renderToggle();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(rootClasses()).toEqual(['dark']);
  });

  it('follows a live change of the device preference while on system', () => {
    const device = installFakeDarkPreference(false);
    renderToggle();
    expect(rootClasses()).toEqual(['light']);
    act(() => device.setDark(true));
    expect(rootClasses()).toEqual(['dark']);
  });

  it('ignores the device preference once light or dark is chosen', async () => {
    const device = installFakeDarkPreference(false);
    renderToggle();
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    act(() => device.setDark(true));
    expect(rootClasses()).toEqual(['light']);
  });

  it('still applies a choice when storage refuses to save it', async () => {
    installFakeDarkPreference(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    render(
      <ThemeProvider storage={refusing}>
        <ModeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(rootClasses()).toEqual(['dark']);
  });
});

describe('useTheme', () => {
  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTheme())).toThrow(
      'useTheme must be used inside a <ThemeProvider>.',
    );
  });
});
