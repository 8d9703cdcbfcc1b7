import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server sent complete (main.tsx): before that,
 * links are plain links and a pressed button waits for it.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as { __pathwiseHydrated?: boolean }).__pathwiseHydrated === true,
  );
