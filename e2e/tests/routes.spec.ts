import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { guardedRoutes, routeHeadings } from '@pathwise/testing/fixtures';
import { createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';
import { hydrated } from './hydrated';

// A new account has no report or interest profile yet, and nobody called "someone" shares a
// profile: the API answers null for each, not an error, so no page logs a failed request.
for (const [path, heading] of routeHeadings) {
  test.describe(path, () => {
    test(`${path} shows its screen, with no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      if (guardedRoutes.has(path)) {
        // Signed out, the guard sends the visitor to sign in first and then on to the screen.
        const email = uniqueEmail('routes');
        await createAccount(email, 'correct horse battery');
        await expect(page).toHaveURL(/\/login$/);
        await signInWithEmail(page, email, 'correct horse battery');
      }
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/Pathwise$/);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  // The preview server answers every path with the app; the app decides what is not found.
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { level: 1, name: "We can't find that page" }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the header links reach their screens by keyboard alone', async ({ page }) => {
  await page.goto('/');
  // In-app navigation (which moves focus to the new page's content) starts once the prerendered
  // page has hydrated; before that, links are plain links.
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Personality test' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Personality test' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});

test('text selection is off in the shell but on in text people copy', async ({ page }) => {
  await page.goto('/');
  const shell = page.locator('#root > div').first();
  await expect(shell).toHaveCSS('user-select', 'none');
  await expect(page.getByText(/Pathwise helps you understand/)).toHaveCSS('user-select', 'text');
});
