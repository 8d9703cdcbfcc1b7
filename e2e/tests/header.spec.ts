import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenu, createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';
import { hydrated } from './hydrated';
import { settled } from './settled';

const PASSWORD = 'correct horse battery';

const header = (page: Page) => page.getByRole('banner');
/** While the menu is open the page behind it is hidden from screen readers, the button too. */
const menuButton = (page: Page) =>
  page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
const headerHeight = async (page: Page) => (await header(page).boundingBox())!.height;

/** Each box's vertical middle, to tell whether they sit in one row. */
async function middles(...locators: Locator[]) {
  return Promise.all(
    locators.map(async (locator) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height / 2;
    }),
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one short row; the menu holds the links and the theme, by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    const [logo, signIn, menu] = await middles(
      header(page).getByRole('link', { name: 'Pathwise' }),
      header(page).getByRole('link', { name: 'Sign in' }),
      menuButton(page),
    );
    for (const middle of [signIn!, menu!]) expect(Math.abs(middle - logo!)).toBeLessThanOrEqual(2);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await menuButton(page).focus();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page)).toHaveAttribute(
      'aria-controls',
      (await dialog.getAttribute('id'))!,
    );
    const nav = dialog.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Personality test', 'Career playground', 'Explore careers'])
      await expect(nav.getByRole('link', { name })).toBeInViewport();
    await expect(dialog.getByRole('group', { name: 'Colour theme' })).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    // A link followed from the menu closes it and leads to its page, which takes focus.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Explore careers' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Explore every career' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    await menuButton(page).click();
    await expect(nav.getByRole('link', { name: 'Explore careers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the theme chosen in the menu applies at once', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    await menuButton(page).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('the career sections fit a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/v2/pg-explore');
    const sections = page.getByRole('navigation', { name: 'Career experience' });
    const links = sections.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
  });
});

// Beside the full menu until 1280 px the account shows by its initial (its name is in its menu);
// from 1280 px its name shows too, a long one cut short.
for (const [width, nameShown] of [
  [1024, false],
  [1366, true],
] as const) {
  test(`at ${width} px the header is one row, ${nameShown ? 'a long email cut short' : 'the account by its initial'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail('alexandra.konstantinidou-whitfield');
    const { authorization } = await createAccount(email, PASSWORD);
    // The coin badge shows from the first coin: the questions about you earn some.
    const onboarded = await page.request.put('/api/me/onboarding', {
      headers: { authorization },
      data: { completed: true },
    });
    expect(onboarded.ok()).toBe(true);
    await page.goto('/login');
    await signInWithEmail(page, email, PASSWORD);
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByRole('link', { name: /^\d+ coins?$/ })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    const row = await middles(
      header(page).getByRole('link', { name: 'Pathwise' }),
      nav.getByRole('link', { name: 'Home' }),
      nav.getByRole('link', { name: 'Explore careers' }),
      header(page).getByRole('group', { name: 'Colour theme' }),
      accountMenu(page),
    );
    // One row: everything shares the header's middle line (to a pixel's rounding).
    expect(Math.max(...row) - Math.min(...row), `middles ${row.join(', ')}`).toBeLessThanOrEqual(2);
    expect(await headerHeight(page)).toBeLessThanOrEqual(72);
    await expect(menuButton(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expect(header(page)).toBeInViewport({ ratio: 1 });

    const name = accountMenu(page).getByTitle(email);
    if (nameShown) {
      // The email stays on one line inside the pill, cut short with an ellipsis.
      await expect(name).toHaveCSS('text-overflow', 'ellipsis');
      await expect(name).toHaveCSS('white-space', 'nowrap');
      await expect(name).toHaveCSS('overflow', 'hidden');
      expect(await name.evaluate((span) => span.scrollWidth > span.clientWidth)).toBe(true);
    } else await expect(name).toBeHidden();
    // One line: a finger's 44 px and its border, no more.
    expect((await accountMenu(page).boundingBox())!.height).toBeLessThanOrEqual(48);
    await expect(accountMenu(page)).toBeInViewport({ ratio: 1 });
    await accountMenu(page).click();
    await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  });
}

test.describe('/login opens at the top', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const atTop = (page: Page) => page.evaluate(() => window.scrollY);

  test('opened directly', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to Pathwise' }),
    ).toBeVisible();
    await settled(page);
    expect(await atTop(page)).toBe(0);
  });

  test('from the header, at the top of a page or scrolled down', async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1, name: 'Sign in to Pathwise' });
    await page.goto('/');
    await hydrated(page);
    await header(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(heading).toBeVisible();
    expect(await atTop(page)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();

    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: /Find work that fits/ }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    // Pressed where it is, without scrolling it into view first.
    await header(page).getByRole('link', { name: 'Sign in' }).dispatchEvent('click');
    await expect(heading).toBeVisible();
    expect(await atTop(page)).toBe(0);
  });

  test('sent there by a page that needs sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to Pathwise' }),
    ).toBeVisible();
    await settled(page);
    expect(await atTop(page)).toBe(0);
  });
});

test('in Spanish at 1024 px the header is one row and the account button is whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const email = uniqueEmail('lucia.fernandez');
  await createAccount(email, PASSWORD, 'Lucía Fernández');
  await page.goto('/es/login');
  await signInWithEmail(page, email, PASSWORD, 'es');
  const account = page.getByRole('button', { name: /menú de la cuenta$/ });
  await expect(account).toBeVisible();
  await expect(account).toBeInViewport({ ratio: 1 });
  // Its right edge keeps the header's padding: nothing of it is cut off.
  expect(
    (await account.boundingBox())!.x + (await account.boundingBox())!.width,
  ).toBeLessThanOrEqual(1024 - 16 + 1);
  expect(await headerHeight(page)).toBeLessThanOrEqual(72);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
});
