import '@pathwise/ui/styles.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { loadStoryLanguage, withAppProviders } from '@pathwise/testing/storybook';
import { failUnmockedRequests } from './unmocked-requests';

// Play functions wait up to 5 s for the page: lazy routes on a busy 2-core machine can take more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Every story starts from an empty browser copy of the app's state: in a real browser, what one
  // story (or a late save after it) leaves in local storage would otherwise reach the next.
  beforeEach: () => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('pathwise:')) localStorage.removeItem(key);
  },
  // Stories declare the API responses they need with MSW handlers; nothing reaches a real server.
  // A request none of them answers fails rather than reaching a server (unmocked-requests.ts).
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker();
      await worker.start({ quiet: true, onUnhandledFrame: failUnmockedRequests });
      return worker;
    }),
    ({ globals }) => loadStoryLanguage(globals['language']),
  ],
  globalTypes: {
    language: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'es'], dynamicTitle: true },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: ['light', 'dark', 'system'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
  decorators: [withAppProviders],
};
export default preview;
