import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const rootClass = (page: Page) => page.evaluate(() => document.documentElement.className);

test('follows the device setting by default', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await rootClass(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => rootClass(page)).toBe('light');
});

test('a chosen theme survives a reload and is applied before the app starts', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  // Pressed at once: the prerendered page holds the press until the app is there.
  await page
    .getByRole('group', { name: 'Colour theme' })
    .getByRole('radio', { name: 'Dark' })
    .click();
  await expect.poll(() => rootClass(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

  // Record the class the moment the document is parsed, before any module script runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { firstClass: string }).firstClass =
          document.documentElement.className;
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstClass: string }).firstClass)).toBe(
    'dark',
  );
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('a corrupt stored theme falls back to the device setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', '{"bad":true}'));
  await page.goto('/');
  expect(await rootClass(page)).toBe('dark');
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
});
