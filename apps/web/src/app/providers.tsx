import { ThemeProvider } from '@pathwise/theme';
import type { ReactNode } from 'react';

/** App-wide providers. Each one here is on the first load of every page, so keep them light. */
export function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}
