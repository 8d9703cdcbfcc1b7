import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './language-switch';
import { hydrated } from './hydrated';
import { uniqueEmail } from './auth-helpers';
import { tabTo } from './keyboard';

/*
 * Pathwise in Spanish on the real stack: a Spanish-speaking browser arrives at the spec's
 * addresses, takes the whole test, signs up, reads the report, sorts the cards, reads suggestions,
 * a career page and the explorer, and no English shows outside text marked lang="en".
 */

test.use({ locale: 'es-MX' });

const PASSWORD = 'correct horse battery';

/**
 * Words that are English and never Spanish: any of them in the visible page, outside an element
 * marked lang="en", is English left in the interface. ("No", "me", "a", "test" and "email" are
 * left out: Spanish uses them too.)
 */
const ENGLISH = new Set(
  (
    'the and your you with from this that what which will have are about more back next start ' +
    'continue loading close menu saved save sign page results result read here how why when ' +
    'careers career see get our they their there been were would could should into just only ' +
    'also than then them these those other some any each every while after before again skip ' +
    'main content open settings search clear filters sort show hide yes maybe done finish'
  ).split(' '),
);

/** Texts with English words in what a person sees now, outside text marked as English. */
async function englishShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang="en"], script, style, noscript, code')) continue;
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      found.push(node.textContent ?? '');
    }
    // What screen readers hear counts as shown.
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    ))
      if (!element.closest('[lang="en"]'))
        for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
          found.push(element.getAttribute(name) ?? '');
    return found;
  });
  // Each text with English in it, whole, so a failure shows where it is.
  return [
    ...new Set(
      texts.filter((text) =>
        text
          .toLowerCase()
          .split(/[^a-záéíóúüñ]+/)
          .some((word) => ENGLISH.has(word)),
      ),
    ),
  ];
}

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishShown(page), `English shown on ${page.url()}`).toEqual([]);
}

const answerFor = (index: number) => ((index * 3 + Math.floor(index / 7)) % 5) + 1;

test('a Spanish-speaking family uses Pathwise in Spanish from the first visit to a career page', async ({
  page,
}) => {
  test.setTimeout(300_000);

  // The spec's address, from a Spanish browser: sent on to the Spanish page, prerendered in Spanish.
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSpanish(page);

  // The whole test, by keyboard.
  await page.goto('/es/personality-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Test de personalidad' })).toBeVisible();
  await expectSpanish(page);
  await page.getByRole('button', { name: 'Empezar el test' }).press('Enter');
  for (let index = 0; index < 120; index++) {
    await expect(
      page.getByRole('progressbar', { name: new RegExp(`\\b${index + 1}\\b.*\\b120\\b`) }),
    ).toBeVisible();
    await expect(page.getByRole('main').locator('fieldset')).toBeFocused();
    if (index === 0) await expectSpanish(page);
    await page.keyboard.press(String(answerFor(index)));
  }

  // Sign-up, in Spanish, and the report.
  await page.getByRole('link', { name: 'Inicia sesión o crea una cuenta' }).press('Enter');
  await expect(page).toHaveURL(/\/es\/login$/);
  await expectSpanish(page);
  await page.getByRole('button', { name: '¿Primera vez aquí? Crea una cuenta' }).click();
  await page.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('espanol'));
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/es\/personality-report$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/informe/i);
  await expect(page.getByRole('heading', { name: /Sensibilidad emocional/ }).first()).toBeVisible();
  await expectSpanish(page);

  // The playground: a few cards sorted by keyboard, in Spanish words.
  const deck = (await (
    await page.request.get('/api/interests/items', { headers: { 'accept-language': 'es' } })
  ).json()) as { cards: { text: string }[] };
  await page.goto('/es/v2/pg-canvas');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/tarjetas de actividades/i);
  await expectSpanish(page);
  await tabTo(page, page.getByRole('group', { name: deck.cards[0]!.text }));
  for (let sorted = 0; sorted < 12; sorted++) await page.keyboard.press(String((sorted % 3) + 1));
  await expect(page.getByRole('progressbar', { name: 'Tarjetas clasificadas' })).toHaveAttribute(
    'aria-valuetext',
    /12/,
  );
  await expectSpanish(page);

  // Suggestions, a career page (O*NET's English-only parts marked as English) and the explorer.
  await page.goto('/es/v2/pg-career-suggest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expectSpanish(page);

  await page.goto('/es/v2/pg-career-details?code=29-1141.00');
  // The first Spanish career page may wait for the server to write the release's pages in Spanish.
  await expect(page.getByRole('heading', { level: 1, name: 'Enfermeros titulados' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('Esta información solo está publicada en inglés.').first(),
  ).toBeVisible();
  await expectSpanish(page);

  await page.goto('/es/v2/pg-explore');
  await hydrated(page);
  await page.getByRole('searchbox').first().fill('enfermera');
  await expect(page.getByRole('link', { name: /Enfermeros titulados/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectSpanish(page);
});

test('the language switch keeps the address and the choice, and the spec addresses stay English for whoever chose English', async ({
  page,
}) => {
  await page.goto('/es/personality-test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', '/personality-test');
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/\/personality-test$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Personality test' })).toBeVisible();
  // The choice sticks: a Spanish browser coming back to a spec address stays in English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
