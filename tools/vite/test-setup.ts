import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { withAppProviders } from '@pathwise/testing/storybook';

// Lazy routes on a busy 2-core machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the device prefers light unless a test installs its own.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;

// Stories composed in unit tests get the same providers as in the workbench.
setProjectAnnotations([{ decorators: [withAppProviders], initialGlobals: { theme: 'light' } }]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});
