import type { Page } from '@playwright/test';

/** Chooses a language with the header's switch, or the phone menu's where the header hides it. */
export async function chooseLanguage(page: Page, name: 'English' | 'Español') {
  // The switch names each language in itself; the menu is named in the page's language.
  const language = page.getByRole('link', { name });
  if (!(await language.isVisible()))
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language|Idioma/ })
      .click();
  await language.click();
}
