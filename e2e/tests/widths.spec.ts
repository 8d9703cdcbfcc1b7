import type { Page } from '@playwright/test';
import { guardedRoutes, routeHeadings } from '@pathwise/testing/fixtures';
import { expect, test } from './fixtures';
import { createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';
import { PASSWORD, personWithResults } from './person-with-results';
import { misfits } from './misfits';
import { settled } from './settled';

/** The narrowest phones in use, a common small Android and the reference phone. */
const WIDTHS = [320, 360, 390] as const;

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
  // Charts and lists arrive after the heading.
  await settled(page);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`every route fits, for a visitor and a new account`, async ({ page }) => {
      test.slow();
      const found: string[] = [];
      for (const [path, heading] of routeHeadings.filter(([path]) => !guardedRoutes.has(path))) {
        await visit(page, path, heading);
        found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
      }
      const email = uniqueEmail('widths-new');
      await createAccount(email, PASSWORD);
      await page.goto('/login');
      await signInWithEmail(page, email, PASSWORD);
      await expect(page).not.toHaveURL(/\/login$/);
      for (const [path, heading] of routeHeadings.filter(([path]) => guardedRoutes.has(path))) {
        await visit(page, path, heading);
        found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
      }
      expect(found).toEqual([]);
    });

    test(`every route fits for someone with results, saved careers and a long name`, async ({
      page,
      request,
    }) => {
      test.slow();
      const { email, uid } = await personWithResults(request);
      await page.goto('/login');
      await signInWithEmail(page, email, PASSWORD);
      await expect(page).not.toHaveURL(/\/login$/);
      const own = routeHeadings.map(([path, heading]): [string, string | RegExp] =>
        path === '/v2/pg-profile/someone' ? [`/v2/pg-profile/${uid}`, heading] : [path, heading],
      );
      const found: string[] = [];
      // Signed in, /login passes the person on; everything else shows its screen.
      for (const [path, heading] of own.filter(([path]) => path !== '/login')) {
        await visit(page, path, heading);
        // Saved careers side by side, as someone comparing them would see them.
        const compare = page.getByRole('checkbox', { name: /^Compare/ });
        for (let index = 0; index < (await compare.count()); index++)
          await compare.nth(index).check();
        found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
      }
      expect(found).toEqual([]);
    });
  });
}

// Spanish words run longer than English ones: the narrowest phone again, in Spanish.
test.describe('in Spanish at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 }, locale: 'es-MX' });

  test('every route fits for someone with results and saved careers', async ({ page, request }) => {
    test.slow();
    const { email, uid } = await personWithResults(request);
    await page.goto('/es/login');
    await signInWithEmail(page, email, PASSWORD, 'es');
    await expect(page).not.toHaveURL(/\/login$/);
    const found: string[] = [];
    for (const [path] of routeHeadings.filter(([path]) => path !== '/login')) {
      const own = path === '/v2/pg-profile/someone' ? `/v2/pg-profile/${uid}` : path;
      // The Spanish headings differ; any page heading shows the screen has rendered.
      await visit(page, `/es${own === '/' ? '' : own}`, /./);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      found.push(...(await misfits(page)).map((misfit) => `/es${own}: ${misfit}`));
    }
    expect(found).toEqual([]);
  });
});

// WCAG 1.4.4: text alone enlarged to 200 % (a tablet's text size setting), layout left as it is.
test.describe('at 768 px with text at 200 %', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('every route fits, for a visitor and for someone with results', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.addInitScript(() => {
      const larger = document.createElement('style');
      larger.textContent = 'html { font-size: 200% !important; }';
      // A frame may have no document element yet; the page's own always has one here.
      if (document.documentElement) document.documentElement.append(larger);
      else document.addEventListener('DOMContentLoaded', () => document.head.append(larger));
    });
    const found: string[] = [];
    const check = async (path: string, heading: string | RegExp) => {
      await visit(page, path, heading);
      await expect(page.locator('html')).toHaveCSS('font-size', '32px');
      found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
    };
    for (const [path, heading] of routeHeadings.filter(([path]) => !guardedRoutes.has(path)))
      await check(path, heading);
    const { email, uid } = await personWithResults(request);
    await page.goto('/login');
    await signInWithEmail(page, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    for (const [path, heading] of routeHeadings.filter(([path]) => path !== '/login'))
      await check(path === '/v2/pg-profile/someone' ? `/v2/pg-profile/${uid}` : path, heading);
    expect(found).toEqual([]);
  });
});
