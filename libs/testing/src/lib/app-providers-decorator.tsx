import { BackendConfigProvider, readBackendConfig, recordSessionHint } from '@pathwise/auth';
import { type FakeAuthOptions, createFakeAuthAdapter } from '@pathwise/auth/testing';
import { i18n } from '@pathwise/i18n';
import { AppStoreProvider, makeStore } from '@pathwise/store';
import { I18nProvider } from '@lingui/react';
import { type Theme, ThemeProvider } from '@pathwise/theme';
import { ToastProvider } from '@pathwise/ui';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Toolbar theme choices live only as long as the story, never in the visitor's local storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** What a story can say about sign-in: the fake service's accounts and state, and a failure to inject. */
export type AuthParameters = FakeAuthOptions & { failNext?: string };

const config = readBackendConfig({});

/** A fresh store and fake sign-in service per story, so stories never share state. */
function StoryState({ auth, children }: { auth: AuthParameters | undefined; children: ReactNode }) {
  const [state] = useState(() => {
    const fake = createFakeAuthAdapter(auth);
    if (auth?.failNext) fake.failNext(auth.failNext);
    // As on a real browser: a signed-in person has signed in here before.
    recordSessionHint(Boolean(auth?.signedInAs));
    return { fake, store: makeStore() };
  });
  return (
    <BackendConfigProvider config={config} adapter={state.fake.adapter}>
      <AppStoreProvider store={state.store}>{children}</AppStoreProvider>
    </BackendConfigProvider>
  );
}

/**
 * The providers every story gets, shared by the Storybook preview and by unit tests that compose
 * stories in jsdom. A story picks its starting address with `parameters.route`, or sets
 * `parameters.router: false` when it brings a data router of its own; `parameters.auth` sets up sign-in.
 */
export const withAppProviders: Decorator = (Story, { globals, parameters }) => {
  const theme = (globals['theme'] as Theme | undefined) ?? 'light';
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider key={theme} defaultTheme={theme} storage={memoryStorage()}>
        <ToastProvider>
          <StoryState auth={parameters['auth'] as AuthParameters | undefined}>
            {parameters['router'] === false ? (
              <Story />
            ) : (
              <MemoryRouter initialEntries={[(parameters['route'] as string | undefined) ?? '/']}>
                <div className="min-h-screen bg-background p-4 text-foreground">
                  <Story />
                </div>
              </MemoryRouter>
            )}
          </StoryState>
        </ToastProvider>
      </ThemeProvider>
    </I18nProvider>
  );
};
