export {
  THEMES,
  THEME_STORAGE_KEY,
  DEFAULT_THEME,
  type Theme,
  type ResolvedTheme,
} from './lib/theme';
export { ThemeProvider, type ThemeProviderProps } from './lib/theme-provider';
export { useTheme } from './lib/use-theme';
export { ModeToggle } from './lib/mode-toggle';
export type { ThemeStorage } from './lib/theme-storage';
export { loadMessages } from './messages';
