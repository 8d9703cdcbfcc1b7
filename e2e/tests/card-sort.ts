import { type Page, expect } from '@playwright/test';
import { hydrated } from './hydrated';

/** The card sort's progress bar: "5 of 36 sorted". */
export const sortedCards = (page: Page) => page.getByRole('progressbar', { name: 'Cards sorted' });

/** The deck, as the API serves it. */
async function deckOf(page: Page) {
  return (await (await page.request.get('/api/interests/items')).json()) as {
    cards: { text: string }[];
  };
}

/** Sorts the first `count` cards with the keyboard, on a fresh canvas; the deck's size. */
export async function sortCards(page: Page, count: number) {
  const deck = await deckOf(page);
  await page.goto('/v2/pg-canvas');
  await hydrated(page);
  await page.getByRole('group', { name: deck.cards[0]!.text }).focus();
  for (let sorted = 1; sorted <= count; sorted++) {
    await page.keyboard.press(String((sorted % 3) + 1));
    await expect(sortedCards(page)).toHaveAttribute(
      'aria-valuetext',
      `${sorted} of ${deck.cards.length} sorted`,
    );
  }
  return deck.cards.length;
}

/** Sorts the whole deck by keyboard and finishes, as a visitor or a signed-in person would. */
export async function finishCardSort(page: Page) {
  const deck = await deckOf(page);
  await page.goto('/v2/pg-canvas');
  await hydrated(page);
  await page.getByRole('group', { name: deck.cards[0]!.text }).focus();
  for (let sorted = 1; sorted <= deck.cards.length; sorted++)
    await page.keyboard.press(String((sorted % 3) + 1));
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/pg-result-new$/);
}
