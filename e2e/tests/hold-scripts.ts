import type { Page } from '@playwright/test';

/** Holds back the app's scripts until `release` is called: the page is there, not yet hydrated. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
