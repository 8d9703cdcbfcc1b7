import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { layoutShift } from './layout-shift';
import { smallTargets } from './touch-targets';
import { hydrated } from './hydrated';
import { settled } from './settled';
import { seedProgress } from './seed-progress';

// Careers load from the real API, which a busy test machine can make slow.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The small phone: a 15-year-old's, held upright. */
const SMALL_PHONE = { width: 320, height: 640 };
const PHONE = { width: 390, height: 844 };

/** Where a visitor's saved careers are kept in this browser (libs/progress). */
const FAVOURITES_KEY = 'pathwise:favourites';
const SAVED = [
  { code: '29-1141.00', title: 'Registered Nurses' },
  { code: '15-1252.00', title: 'Software Developers' },
].map((career, index) => ({ ...career, savedAt: `2026-11-2${index}T10:00:00.000Z` }));

async function seedSaved(page: Page) {
  await seedProgress(page, { [FAVOURITES_KEY]: SAVED });
}

/** The routes this journey changed, and the part of each measured. */
const ROUTES: [string, string][] = [
  ['/', 'body'],
  ['/personality-test', 'body'],
  ['/login', 'body'],
  ['/v2', 'body'],
  ['/v2/pg-home', 'body'],
  ['/v2/pg-explore', 'body'],
  ['/v3/audio', 'body'],
];

for (const size of [SMALL_PHONE, PHONE]) {
  test.describe(`touch targets at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });

    for (const [route, scope] of ROUTES) {
      for (const prefix of ['', '/es']) {
        test(`every control on ${prefix}${route} is at least 44 px high`, async ({ page }) => {
          await seedSaved(page);
          await page.goto(`${prefix}${route === '/' && prefix ? '' : route}`);
          await hydrated(page);
          // What the browser alone knows (the saved careers' panel) has filled in.
          if (route === '/v2/pg-explore') await page.getByRole('button', { name: /\(2\)/ }).click();
          expect(await smallTargets(page, scope)).toEqual([]);
        });
      }
    }

    test('the test in progress, and its welcome back, have 44 px controls', async ({ page }) => {
      await page.goto('/personality-test');
      await hydrated(page);
      await page.getByRole('button', { name: 'Start the test' }).first().click();
      await page.getByRole('radio').first().check();
      await expect(page.getByText(/^Question 2 of 120/)).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: 'About the test, language and options' }).click();
      await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
    });
  });
}

test.describe('on a 320 × 640 phone', () => {
  test.use({ viewport: SMALL_PHONE, hasTouch: true, isMobile: true });

  test('a visitor’s “Saved” shows the careers kept in this browser, to compare', async ({
    page,
  }) => {
    await seedSaved(page);
    await page.goto('/v2');
    const sections = page.getByRole('navigation', { name: 'Career experience' });
    // The link works as a plain link too, before the page's code has run.
    await expect(sections.getByRole('link', { name: 'Saved' })).toHaveAttribute(
      'href',
      '/v2/pg-explore#saved-careers',
    );
    await hydrated(page);
    await sections.getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/v2\/pg-explore#saved-careers$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Pathwise' })).toHaveCount(0);
    const panel = page.getByRole('region', { name: /Your saved careers/ });
    for (const { title } of SAVED)
      await expect(panel.getByRole('link', { name: title })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Saved' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sections.getByRole('link', { name: 'All careers' })).not.toHaveAttribute(
      'aria-current',
    );
    // The panel is where the page opens, and the two compare side by side (as cards on a phone).
    const box = (await panel.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(SMALL_PHONE.height / 2);
    for (const { title } of SAVED)
      await panel.getByRole('checkbox', { name: `Compare ${title}` }).check();
    await expect(panel.getByRole('list', { name: /^Comparing / })).toBeVisible();
    await expect(
      panel.getByRole('link', { name: 'Create a free account or sign in' }),
    ).toBeVisible();
  });

  test('in Spanish, “Guardadas” leads to the same careers', async ({ page }) => {
    await seedSaved(page);
    await page.goto('/es/v2');
    await hydrated(page);
    const sections = page.getByRole('navigation', { name: 'Secciones de carreras' });
    // The section's start page and the site's home are named apart.
    await expect(sections.getByRole('link', { name: 'Inicio' })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Guardadas' }).click();
    await expect(page).toHaveURL(/\/es\/v2\/pg-explore#saved-careers$/);
    const panel = page.getByRole('region', { name: /Tus carreras guardadas/ });
    // The careers' own names are the catalogue's Spanish ones.
    await expect(panel.getByRole('checkbox', { name: /^Comparar / })).toHaveCount(SAVED.length);
    await expect(
      panel.getByRole('link', { name: 'Crea una cuenta gratis o inicia sesión' }),
    ).toBeVisible();
  });

  test('the test starts from its first screen, and its progress stays in view', async ({
    page,
  }) => {
    await page.goto('/personality-test');
    const start = page.getByRole('button', { name: 'Start the test' }).first();
    await expect(start).toBeVisible();
    const box = (await start.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    await hydrated(page);
    await start.click();
    const progress = page.getByText(/^Question 1 of 120/);
    await expect(progress).toBeVisible();
    // Scrolled down to the answers and the buttons under them, the question's number stays on screen.
    await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    const held = (await progress.boundingBox())!;
    expect(held.y).toBeGreaterThanOrEqual(0);
    expect(held.y + held.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    // A touch phone has no keys to press: no keyboard hints.
    await expect(page.getByText(/With a keyboard, press 1 to 5/)).toBeHidden();
  });

  test('Back from a career returns the explorer’s list to where it was', async ({ page }) => {
    await page.goto('/v2/pg-explore');
    await hydrated(page);
    const list = page.getByRole('list', { name: 'Careers' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    // A career drawn on the screen there, once that part of the list has loaded (until then its
    // rows are placeholders).
    const onScreen = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('ul[aria-label="Careers"] a')]
            .find((a) => {
              const box = a.getBoundingClientRect();
              return box.top >= 60 && box.bottom <= window.innerHeight;
            })
            ?.textContent?.trim() ?? '',
      );
    await expect.poll(onScreen, { timeout: 15_000 }).not.toBe('');
    const title = await onScreen();
    const link = list.getByRole('link', { name: title, exact: true });
    await expect(link).toBeInViewport();
    // Where the page is as the career is pressed (rows measured as they draw may have moved it).
    const place = await page.evaluate(() => window.scrollY);
    // Pressed where it is (a click would first scroll it to a place of its own choosing).
    await link.dispatchEvent('click');
    await expect(page).toHaveURL(/pg-career-details/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/pg-explore/);
    expect(place).toBeGreaterThan(2000);
    // Not the top: the place it was, give or take rows measured again as they draw.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  });
});

test.describe('what only the browser knows takes its room before it shows', () => {
  test.use({ viewport: SMALL_PHONE });

  test('a returning visitor’s home keeps “Continue” in place from the first paint', async ({
    page,
  }) => {
    // One answer given, as a visitor leaves the test.
    await page.goto('/personality-test');
    await hydrated(page);
    await page.getByRole('button', { name: 'Start the test' }).first().click();
    await page.getByRole('radio').first().check();
    await expect(page.getByText(/^Question 2 of 120/)).toBeVisible();
    await page.goto('/');
    const continuing = page.getByRole('region', { name: 'Continue where you left off' });
    await expect(continuing).toBeVisible();
    await hydrated(page);
    await expect(continuing.getByRole('link').first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test.describe('its code held back at first', () => {
    // The page's code is held back at first, as the browser logs.
    test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

    test('the explorer’s saved panel is there before the page’s code runs, so the search stays put', async ({
      page,
    }) => {
      await seedSaved(page);
      // The page as the server sends it, its code held back.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto('/v2/pg-explore');
      const search = page.getByRole('searchbox', { name: 'Search careers' });
      await expect(page.getByRole('button', { name: /Your saved careers/ })).toBeVisible();
      const before = (await search.boundingBox())!.y;
      await page.unroute(/\/assets\/.*\.js$/);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('button', { name: /Your saved careers \(2\)/ })).toBeVisible();
      expect((await search.boundingBox())!.y).toBe(before);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  });
});

test.describe('Google’s sign-in library', () => {
  // This machine can't reach Google: once chosen, the library's request fails, as the browser logs.
  test.use({ expectedConsoleErrors: [/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR/] });

  test('is fetched only when someone chooses “Continue with Google”', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (/(^https?:\/\/)(apis|accounts)\.google\.com|gstatic\.com/.test(request.url()))
        google.push(request.url());
    });
    await page.goto('/login');
    await hydrated(page);
    // The sign-in service has started (the form waits for nothing) and the page has settled.
    await settled(page);
    expect(google).toEqual([]);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect.poll(() => google.length).toBeGreaterThan(0);
    expect(google[0]).toMatch(/apis\.google\.com/);
  });
});
