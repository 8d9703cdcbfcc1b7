import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './hydrated';

/** Sorts the whole deck by keyboard and finishes, as a visitor would. */
async function finishCardSort(page: Page) {
  const deck = (await (await page.request.get('/api/interests/items')).json()) as {
    cards: { text: string }[];
  };
  await page.goto('/v2/pg-canvas');
  await hydrated(page);
  await page.getByRole('group', { name: deck.cards[0]!.text }).focus();
  for (let sorted = 1; sorted <= deck.cards.length; sorted++)
    await page.keyboard.press(String((sorted % 3) + 1));
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/pg-result-new$/);
}

/** Pages in a PDF: each page object is one "/Type /Page" entry (the tree's root is "/Pages"). */
const pagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** On paper: no buttons or menus, white behind the words, dark words, whatever the theme. */
async function expectPaper(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  expect(await page.locator('button:visible').count()).toBe(0);
  expect(await page.locator('nav:visible').count()).toBe(0);
  expect(
    await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('main')!.closest('.bg-background')!)
          .backgroundColor,
    ),
  ).toBe('rgb(255, 255, 255)');
  // The page is in the dark theme, and its words print in the light theme's colour.
  const inks = await page.evaluate(() => {
    const root = document.documentElement;
    const ink = () => getComputedStyle(document.querySelector('main h1')!).color;
    const dark = root.classList.contains('dark');
    const printed = ink();
    root.classList.remove('dark');
    root.classList.add('light');
    const light = ink();
    root.classList.replace('light', 'dark');
    return { dark, printed, light };
  });
  expect(inks.dark).toBe(true);
  expect(inks.printed).toBe(inks.light);
}

test.use({ colorScheme: 'dark' });

test('the interest result and the career list print without buttons, menus or page colour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await finishCardSort(page);
  await expect(page.getByRole('heading', { level: 2, name: /^Your Holland code/ })).toBeVisible();
  const result = await page.pdf({ format: 'Letter' });
  expect(pagesIn(result), 'Letter pages of the interest result').toBeLessThanOrEqual(3);
  await expectPaper(page);

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/v2/pg-career-suggest');
  await hydrated(page);
  await expect(page.getByText(/^Showing \d+ careers/)).toBeVisible();
  await expectPaper(page);
});
