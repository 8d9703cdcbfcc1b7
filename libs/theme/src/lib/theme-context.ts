import { createContext } from 'react';
import type { ResolvedTheme, Theme } from './theme';

export type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

// No default value on purpose: useTheme must be able to tell that it is outside a provider.
export const ThemeContext = createContext<ThemeContextValue | null>(null);
