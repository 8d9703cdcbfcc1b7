import type { CareerDetails, CareerPage } from '@pathwise/contract';
import { type APIRequestContext, type Page } from '@playwright/test';
import { layoutShift } from './layout-shift';
import { expect, test } from './fixtures';
import { hydrated } from './hydrated';
import { holdScripts } from './hold-scripts';
import { accountMenu, createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';

const NURSES = '29-1141.00';
const address = (code: string, prefix = '') => `${prefix}/v2/pg-career-details?code=${code}`;

/** The career as the API answers it: the independent reference for what the page says. */
async function careerFromApi(request: APIRequestContext, code: string, language = 'en') {
  const response = await request.get(`/api/careers/${code}`, {
    headers: { 'accept-language': language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CareerDetails;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The page's structured data, as search engines read it. */
async function structuredData(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? 'null') as Record<string, unknown>;
}

test.describe('a career page before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its title, pay, outlook and tasks, and tells search engines what it is', async ({
    page,
    baseURL,
  }) => {
    const nurses = await careerFromApi(page.request, NURSES);
    const response = await page.goto(address(NURSES));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${nurses.title} · Pathwise`);
    await expect(page.getByRole('heading', { level: 1, name: nurses.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(nurses.description);
    // Pay and outlook as BLS publishes them.
    const median = nurses.pay!.annual!.median!;
    await expect(main).toContainText(dollars(median));
    await expect(page.getByRole('heading', { name: /outlook/i }).first()).toBeVisible();
    // Every task O*NET lists for it.
    for (const { task } of nurses.tasks.slice(0, 5)) await expect(main).toContainText(task);

    const canonical = `${baseURL}${address(NURSES)}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      `${baseURL}${address(NURSES, '/es')}`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(dollars(median).replace('$', '\\$')),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      nurses.title,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    const data = await structuredData(page);
    expect(data).toMatchObject({
      '@type': 'Occupation',
      name: nurses.title,
      occupationalCategory: { codeValue: NURSES },
      estimatedSalary: [{ currency: 'USD', duration: 'P1Y', median }],
    });
    expect(data['educationRequirements']).toBe(nurses.outlook!.education);
  });

  test('comes in Spanish at its Spanish address', async ({ page }) => {
    const enfermeros = await careerFromApi(page.request, NURSES, 'es');
    await page.goto(address(NURSES, '/es'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`${enfermeros.title} · Pathwise`);
    await expect(page.getByRole('heading', { level: 1, name: enfermeros.title })).toBeVisible();
    expect(await structuredData(page)).toMatchObject({ name: enfermeros.title });
  });

  test('a code the release lacks is answered with a 404 that says so', async ({ page }) => {
    const response = await page.goto(address('99-9999.99'));
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that career" }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('99-9999.99');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('a career page once scripts run', () => {
  test('hydrates without an error, a shift or a second request for the career', async ({
    page,
  }) => {
    const nurses = await careerFromApi(page.request, NURSES);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/careers/${NURSES}`)) asked.push(request.url());
    });
    await page.goto(address(NURSES));
    await hydrated(page);
    // The network is the point here: once it has gone quiet, a second request would have shown.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: nurses.title })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(asked, 'the career the page came with is not fetched again').toEqual([]);
    // It works as the app: saving the career is kept in this browser.
    await page.getByRole('button', { name: `Save ${nurses.title} to favourites` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved in this browser.' }),
    ).toBeVisible();
    // The console fixture fails the test on any hydration error React reports.
  });

  test("a signed-in person's Save, pressed before the page is ready, is kept in their account", async ({
    page,
  }) => {
    const nurses = await careerFromApi(page.request, NURSES);
    const email = uniqueEmail('early-save');
    await createAccount(email, 'correct horse battery');
    await page.goto('/login');
    await signInWithEmail(page, email, 'correct horse battery');
    await expect(accountMenu(page)).toBeVisible();

    // Pressed while the page is there but its scripts are not: then their saved list is loading.
    const release = await holdScripts(page);
    await page.goto(address(NURSES), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: `Save ${nurses.title} to favourites` }).click();
    release();
    await hydrated(page);
    await expect(
      page.getByRole('button', { name: `Remove ${nurses.title} from favourites` }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved to your account.' }),
    ).toBeVisible();
    await page.goto('/v2/pg-profile/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved careers' })).toBeVisible();
    await expect(page.getByRole('main').getByText(nurses.title).first()).toBeVisible();
  });

  test('a code the release lacks hydrates as the career not found, without an error', async ({
    page,
  }) => {
    await page.goto(address('99-9999.99'));
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that career" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse every career' }).click();
    await expect(page).toHaveURL(/\/v2\/pg-explore$/);
  });
});

test('sitemap.xml lists every career of the release, each page titled by its career', async ({
  request,
  baseURL,
}) => {
  const careers = (await (await request.get('/api/careers?limit=1')).json()) as CareerPage;
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const addresses = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    loc!.replaceAll('&amp;', '&'),
  );
  const codes = addresses.flatMap((loc) => {
    const match = /^(.*)\/v2\/pg-career-details\?code=([\d.-]+)$/.exec(loc);
    return match && match[1] === baseURL ? [match[2]!] : [];
  });
  expect(codes).toHaveLength(careers.total);
  expect(addresses).toContain(`${baseURL}${address(NURSES, '/es')}`);
  expect(addresses).toContain(`${baseURL}/personality-test`);

  // A sample across the list: each page's own title names its career.
  const sample = [0, 1, Math.floor(codes.length / 2), codes.length - 1].map((i) => codes[i]!);
  for (const code of sample) {
    const career = await careerFromApi(request, code);
    const html = await (await request.get(address(code))).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title?.replaceAll('&#39;', "'").replaceAll('&#38;', '&')).toBe(
      `${career.title} · Pathwise`,
    );
  }

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
});
