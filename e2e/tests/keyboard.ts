import type { Locator, Page } from '@playwright/test';

/** Presses Tab until the element has focus, as someone using only a keyboard would. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element.');
}
