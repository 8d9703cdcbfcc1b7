import { expect, test } from './fixtures';
import { hydrated } from './hydrated';

/** What a parent or a school reads before using Pathwise, in each language Pathwise offers. */
const PAGES = [
  {
    path: '/privacy',
    footer: 'Privacy',
    en: 'Privacy: what Pathwise keeps',
    es: 'Privacidad: lo que guarda Pathwise',
    esPart: 'Sin cuenta',
  },
  {
    path: '/educators',
    footer: 'For teachers and parents',
    en: 'Pathwise for teachers and parents',
    es: 'Pathwise para docentes y familias',
    esPart: 'Una clase, paso a paso',
  },
];

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, es, esPart } of PAGES) {
    test(`/es${path} is sent in Spanish, whole`, async ({ page }) => {
      const response = await page.goto(`/es${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: es })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: esPart })).toBeVisible();
    });
  }
});

test('every page links to the privacy and educators pages from its footer', async ({ page }) => {
  await page.goto('/v2/pg-home');
  await hydrated(page);
  const about = page.getByRole('contentinfo').getByRole('navigation', { name: 'About Pathwise' });
  for (const { path, en, footer } of PAGES) {
    await about.getByRole('link', { name: footer }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
  }
});
