import { DEVICE_KEYS } from '@pathwise/browser-keys';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** The spec's local-storage key for the theme preference. */
export const THEME_STORAGE_KEY: string = DEVICE_KEYS.theme;
export const DEFAULT_THEME: Theme = 'system';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** A missing or tampered stored value falls back to the default instead of breaking the page. */
export function parseTheme(value: unknown, fallback: Theme = DEFAULT_THEME): Theme {
  return isTheme(value) ? value : fallback;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** Leaves exactly one of the two theme classes on the root element. */
export function applyTheme(root: HTMLElement, resolved: ResolvedTheme): void {
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
