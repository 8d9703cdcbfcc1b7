import type { Page } from '@playwright/test';
import { createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';
import { hydrated } from './hydrated';
import { finishCardSort } from './card-sort';
import { PASSWORD, personWithResults } from './person-with-results';
import { finishPersonalityTest } from './personality-answers';
import { settled } from './settled';

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

test('the personality report prints on at most 8 pages, with the name and the date on it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('print');
  const { authorization } = await createAccount(email, PASSWORD, 'Jordan Lee');
  const { createdAt } = await finishPersonalityTest(request, authorization);
  await page.goto('/login');
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  await page.goto('/personality-report');
  // The page's heading is there while the report loads; the descriptions come last.
  await expect(page.getByRole('heading', { name: /^What your result means/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await settled(page);

  for (const format of ['Letter', 'A4'] as const) {
    // Kept beside the test's other output, to look at the pages themselves.
    const path = testInfo.outputPath(`personality-report-${format}.pdf`);
    const pdf = await page.pdf({ format, path });
    await testInfo.attach(`personality-report-${format}.pdf`, { path });
    expect.soft(pagesIn(pdf), `${format} pages of the personality report`).toBeLessThanOrEqual(8);
  }

  // One class's printouts tell apart by the name and the day, which only paper needs.
  const printed = page.getByText(/^Jordan Lee · Personality report/);
  await expect(printed).toBeHidden();
  const day = await page.evaluate(
    (iso) =>
      new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' }),
    createdAt,
  );
  await expectPaper(page);
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(day);
  // The substance prints (the note on the answers, each facet's level in a line); what is for the
  // screen doesn't.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'A note about your answers' })).toBeVisible();
  await expect(main.getByText('Anxiety', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(
    main.getByRole('heading', { name: /^What your result means/ }).filter({ visible: true }),
  ).toHaveCount(5);
  for (const screenOnly of ['Your traits in a chart', 'Share this report', 'Take the test again'])
    await expect(main.getByRole('heading', { name: screenOnly })).toBeHidden();
});

test('the dashboard prints as a one-page summary with the name the student chose', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email } = await personWithResults(request, 'Jordan Lee');
  await page.goto('/login');
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  await page.goto('/dashboard');
  await settled(page);
  const name = page.getByRole('textbox', { name: /Name on the summary/ });
  // The profile's name is offered, and another can be typed for this printout.
  await expect(name).toHaveValue('Jordan Lee');
  await name.fill('Jordan L.');

  for (const format of ['Letter', 'A4'] as const) {
    const path = testInfo.outputPath(`summary-${format}.pdf`);
    expect(pagesIn(await page.pdf({ format, path })), `${format} pages of the summary`).toBe(1);
  }

  await page.emulateMedia({ media: 'print' });
  const main = page.getByRole('main');
  await expect(main.getByText('Jordan L.', { exact: true })).toBeVisible();
  await expect(main.getByText(/^Pathwise summary, printed on /)).toBeVisible();
  // What the summary is for: the interest code, careers with their fit, and personality.
  await expect(main.getByText(/Strong fit|Good fit|Some fit/).first()).toBeVisible();
  await expect(main.getByText('Extraversion').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Saved careers' })).toBeHidden();
  await expect(main.getByRole('textbox', { name: /Name on the summary/ })).toBeHidden();
});
