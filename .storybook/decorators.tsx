import { type Theme, ThemeProvider } from '@pathwise/theme';
import { ToastProvider } from '@pathwise/ui';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

/** Toolbar theme choices live only as long as the story, never in the visitor's local storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/**
 * The providers every story gets, shared by the Storybook preview and by unit tests that compose
 * stories in jsdom. A story picks its starting address with `parameters.route`, or sets
 * `parameters.router: false` when it brings a data router of its own.
 */
export const withAppProviders: Decorator = (Story, { globals, parameters }) => {
  const theme = (globals['theme'] as Theme | undefined) ?? 'light';
  return (
    <ThemeProvider key={theme} defaultTheme={theme} storage={memoryStorage()}>
      <ToastProvider>
        {parameters['router'] === false ? (
          <Story />
        ) : (
          <MemoryRouter initialEntries={[(parameters['route'] as string | undefined) ?? '/']}>
            <div className="min-h-screen bg-background p-4 text-foreground">
              <Story />
            </div>
          </MemoryRouter>
        )}
      </ToastProvider>
    </ThemeProvider>
  );
};
