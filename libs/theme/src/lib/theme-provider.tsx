import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useServerView } from '@pathwise/ui';
import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme, applyTheme, resolveTheme } from './theme';
import { ThemeContext } from './theme-context';
import { type ThemeStorage, readStoredTheme, writeStoredTheme } from './theme-storage';
import { usePrefersDark } from './use-prefers-dark';

export type ThemeProviderProps = {
  children: ReactNode;
  defaultTheme?: Theme;
  storageKey?: string;
  /** Where the choice is remembered; local storage unless a story or test passes its own. */
  storage?: ThemeStorage;
};

export function ThemeProvider({
  children,
  defaultTheme = DEFAULT_THEME,
  storageKey = THEME_STORAGE_KEY,
  storage = globalThis.localStorage,
}: ThemeProviderProps) {
  // A prerendered page is hydrated with the default; the saved choice, which the boot script has
  // already put on <html>, shows from the next render.
  const serverView = useServerView();
  const [chosen, setThemeState] = useState<Theme | null>(null);
  const theme =
    chosen ?? (serverView ? defaultTheme : readStoredTheme(storage, storageKey, defaultTheme));
  const prefersDark = usePrefersDark();
  const resolvedTheme = resolveTheme(theme, prefersDark);

  useLayoutEffect(() => {
    if (!serverView) applyTheme(document.documentElement, resolvedTheme);
  }, [resolvedTheme, serverView]);

  const setTheme = useCallback(
    (next: Theme) => {
      writeStoredTheme(storage, next, storageKey);
      setThemeState(next);
    },
    [storage, storageKey],
  );

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
