import { THEME_STORAGE_KEY, type Theme, parseTheme } from './theme';

export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Storage can throw (private mode, blocked cookies): the theme then simply isn't remembered. */
export function readStoredTheme(
  storage: ThemeStorage | undefined,
  key = THEME_STORAGE_KEY,
  fallback?: Theme,
): Theme {
  try {
    return parseTheme(storage?.getItem(key), fallback);
  } catch {
    return parseTheme(undefined, fallback);
  }
}

export function writeStoredTheme(
  storage: ThemeStorage | undefined,
  theme: Theme,
  key = THEME_STORAGE_KEY,
): void {
  try {
    storage?.setItem(key, theme);
  } catch {
    // Not remembered, but still applied for this visit.
  }
}
