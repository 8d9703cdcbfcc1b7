import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Area, type Rating, expectedProfile } from './holland-code';
import { tabTo } from './keyboard';

type DeckCard = { id: string; text: string; area: Area };

/** Loves Investigative and Realistic activities, unsure of Conventional, not the rest. */
const RATING_FOR_AREA: Record<DeckCard['area'], Rating> = {
  I: 'like',
  R: 'like',
  C: 'unsure',
  A: 'dislike',
  S: 'dislike',
  E: 'dislike',
};
const AUDIO_KEY: Record<Rating, string> = { like: 'y', unsure: 'm', dislike: 'n' };
const CANVAS_KEY: Record<Rating, string> = { like: '1', unsure: '2', dislike: '3' };

/** The interest result this browser keeps for someone who isn't signed in. */
const keptResult = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('pathwise:interest-result') ?? 'null') as {
          result: { hollandCode: string; scores: Record<string, number> };
        } | null
      )?.result ?? null,
  );

test('the audio page walks the whole deck by keyboard and gives the canvas’s result for the same answers', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const deck = (await (await page.request.get('/api/interests/items')).json()) as {
    cards: DeckCard[];
  };
  const byText = new Map(deck.cards.map((card) => [card.text, card]));
  const total = deck.cards.length;

  await page.goto('/v3/audio');
  await expect(page.getByRole('heading', { level: 1, name: 'Listen and answer' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');

  for (let answered = 0; answered < total; answered++) {
    const heading = page.getByRole('heading', { name: `Activity ${answered + 1} of ${total}` });
    await expect(heading).toBeVisible();
    // Starting moves focus from the Start button to the first activity.
    if (answered === 0) await expect(heading).toBeFocused();
    // The caption follows the card a moment later: read it once it is this card's.
    const caption = page.getByTestId('caption');
    await expect(caption).toContainText(`Activity ${answered + 1} of ${total}.`);
    const text = await caption.textContent();
    const card = deck.cards.find((c) =>
      text?.includes(`${c.text.replace(/[.!?]+$/, '')}. Would you enjoy it?`),
    );
    expect(card, `the caption "${text}" reads a card from the deck`).toBeDefined();
    expect(byText.get(card!.text)).toBe(card);
    await page.keyboard.press(AUDIO_KEY[RATING_FOR_AREA[card!.area]]);
    await expect(page.getByRole('progressbar', { name: 'Activities answered' })).toHaveAttribute(
      'aria-valuetext',
      `${answered + 1} of ${total} answered`,
    );
  }
  await expect(page.getByRole('heading', { name: 'All activities answered' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'See my result' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/pg-result-new$/);

  // Counted from the cards' own areas: Investigative and Realistic first, then Conventional.
  const expected = expectedProfile(deck.cards, (card) => RATING_FOR_AREA[card.area]);
  expect(expected.hollandCode).toMatch(/^(IR|RI)C$/);
  await expect(
    page.getByRole('heading', { level: 2, name: `Your Holland code: ${expected.hollandCode}` }),
  ).toBeVisible();
  const fromAudio = await keptResult(page);

  // The same answers on the canvas, in a browser of their own, give the same profile.
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(page.url()).origin,
          localStorage: [
            {
              name: 'pathwise:analytics-consent',
              value: JSON.stringify({ version: 1, choice: 'denied', at: new Date().toISOString() }),
            },
          ],
        },
      ],
    },
  });
  const canvas = await context.newPage();
  await canvas.goto('/v2/pg-canvas');
  await tabTo(canvas, canvas.getByRole('group', { name: deck.cards[0]!.text }));
  for (let sorted = 0; sorted < total; sorted++) {
    const text = await canvas.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-labelledby');
      return (id && document.getElementById(id)?.textContent?.trim()) || null;
    });
    const card = text ? byText.get(text) : undefined;
    expect(card, `the focused card "${text}" is in the deck`).toBeDefined();
    await canvas.keyboard.press(CANVAS_KEY[RATING_FOR_AREA[card!.area]]);
    await expect(canvas.getByRole('progressbar', { name: 'Cards sorted' })).toHaveAttribute(
      'aria-valuetext',
      `${sorted + 1} of ${total} sorted`,
    );
  }
  await tabTo(canvas, canvas.getByRole('button', { name: 'Finish', exact: true }));
  await canvas.keyboard.press('Enter');
  await expect(
    canvas.getByRole('heading', { level: 2, name: `Your Holland code: ${expected.hollandCode}` }),
  ).toBeVisible();
  const fromCanvas = await keptResult(canvas);
  await context.close();

  expect(fromAudio).not.toBeNull();
  expect(fromAudio!.hollandCode).toBe(fromCanvas!.hollandCode);
  expect(fromAudio!.scores).toEqual(fromCanvas!.scores);
});
