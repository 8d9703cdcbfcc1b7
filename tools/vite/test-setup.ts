import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { configure as configureStoryQueries } from 'storybook/test';
import { afterAll, afterEach } from 'vitest';
import { loadStoryLanguage, withAppProviders } from '@pathwise/testing/storybook';

// Lazy routes on a busy 2-core machine can take longer than Testing Library's 1 s default.
// Play functions query through storybook/test's own copy of Testing Library, configured apart.
configure({ asyncUtilTimeout: 5000 });
configureStoryQueries({ asyncUtilTimeout: 5000 });

// Unit tests read English unless a story asks for another language.
await loadStoryLanguage('en');

// jsdom has no matchMedia; the device prefers light unless a test installs its own.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;

// Stories' MSW handlers answer in jsdom too, as the workbench's MSW loader does in the browser.
// The server starts with the first story that needs it, so tests with their own server don't clash.
const storyServer = setupServer();
let listening = false;
type MswParameter = { handlers?: RequestHandler[] | Record<string, RequestHandler[]> } | undefined;
const storyHandlers = (msw: MswParameter) =>
  Array.isArray(msw?.handlers) ? msw.handlers : Object.values(msw?.handlers ?? {}).flat();

// Stories composed in unit tests get the same providers as in the workbench.
setProjectAnnotations([
  {
    decorators: [withAppProviders],
    initialGlobals: { theme: 'light', language: 'en' },
    loaders: [
      ({ globals }) => loadStoryLanguage(globals['language']),
      async ({ parameters }) => {
        const handlers = storyHandlers(parameters['msw'] as MswParameter);
        if (!handlers.length) return;
        if (!listening) storyServer.listen({ onUnhandledFrame: 'error' });
        listening = true;
        storyServer.resetHandlers(...handlers);
      },
    ],
  },
]);
afterAll(async () => {
  // A request still answering when the last story ends would make React render after jsdom is
  // torn down ("window is not defined"): give in-process MSW answers a moment to land first.
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (listening) storyServer.close();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});
