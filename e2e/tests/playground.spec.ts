import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './auth-helpers';
import { type Area, expectedProfile } from './holland-code';
import { tabTo } from './keyboard';
import { hydrated } from './hydrated';

const PASSWORD = 'correct horse battery';
type DeckCard = { id: string; text: string; area: Area };

/** A clear leaning: love Social and Artistic activities, unsure of Investigative, not the rest. */
const KEY_FOR_AREA: Record<DeckCard['area'], '1' | '2' | '3'> = {
  S: '1',
  A: '1',
  I: '2',
  R: '3',
  E: '3',
  C: '3',
};
const RATING_FOR_KEY = { '1': 'like', '2': 'unsure', '3': 'dislike' } as const;

/** The text of the card that has keyboard focus. */
const focusedCardText = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-labelledby');
    return (id && document.getElementById(id)?.textContent?.trim()) || null;
  });

test('an anonymous visitor plays through the playground, saves a career, signs up and finds it all in the account', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // About you: a few answers, the rest skipped, then finished.
  await page.goto('/v2/pg-onboarding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'A few questions about you' }),
  ).toBeVisible();
  // The page is sent with its first step: a choice made before the app is there waits for it.
  await hydrated(page);
  await page.getByRole('radio', { name: 'At college or university' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const step of ['Your education', 'More study or training', 'Subjects you enjoy']) {
    await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: /What matters most at work/ })).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'All done, thank you' })).toBeVisible();

  // The whole deck, sorted with the keyboard alone.
  const deck = (await (await page.request.get('/api/interests/items')).json()) as {
    cards: DeckCard[];
  };
  const byText = new Map(deck.cards.map((card) => [card.text, card]));
  await page.goto('/v2/pg-canvas');
  await expect(page.getByRole('heading', { level: 1, name: 'Sort activity cards' })).toBeVisible();
  await tabTo(page, page.getByRole('group', { name: deck.cards[0]!.text }));
  const ratings: Record<string, 'like' | 'unsure' | 'dislike'> = {};
  for (let sorted = 0; sorted < deck.cards.length; sorted++) {
    const text = await focusedCardText(page);
    const card = text ? byText.get(text) : undefined;
    expect(card, `the focused card "${text}" is in the deck`).toBeDefined();
    const key = KEY_FOR_AREA[card!.area];
    ratings[card!.id] = RATING_FOR_KEY[key];
    await page.keyboard.press(key);
    await expect(page.getByRole('progressbar', { name: 'Cards sorted' })).toHaveAttribute(
      'aria-valuetext',
      `${sorted + 1} of ${deck.cards.length} sorted`,
    );
  }
  await tabTo(page, page.getByRole('button', { name: 'Finish', exact: true }));
  await page.keyboard.press('Enter');

  // The result is the code counted from the cards' own areas: Artistic and Social first, then
  // Investigative.
  const code = expectedProfile(deck.cards, (card) => ratings[card.id]!).hollandCode;
  expect(code).toMatch(/^(AS|SA)I$/);
  await expect(page).toHaveURL(/\/v2\/pg-result-new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your interest profile' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Your Holland code: ${code}` }),
  ).toBeVisible();

  // On to suggestions, one career's details, and a favourite kept in this browser.
  await page.getByRole('link', { name: 'See careers that fit you' }).click();
  const first = page
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/O\*NET/).first()).toBeVisible();
  const save = page.getByRole('button', { name: `Save ${title} to favourites` });
  await save.click();
  await expect(
    page.getByRole('button', { name: `Remove ${title} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');
  const savedCode = new URL(page.url()).searchParams.get('code')!;

  // Sign up from the header; the playground's progress moves into the new account.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const email = uniqueEmail('playground');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });

  const authorization = await bearerFor(email);
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/me/favourites', {
          headers: { authorization },
        });
        const body = (await response.json()) as { items: { code: string }[] };
        return body.items.map((item) => item.code);
      },
      { timeout: 30_000 },
    )
    .toEqual([savedCode]);
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/me/interests/result', {
          headers: { authorization },
        });
        // null until the browser's result arrives.
        return response.ok()
          ? (((await response.json()) as { hollandCode: string } | null)?.hollandCode ?? null)
          : null;
      },
      { timeout: 30_000 },
    )
    .toBe(code);
  const onboarding = await page.request.get('/api/me/onboarding', { headers: { authorization } });
  expect(((await onboarding.json()) as { answers: unknown }).answers).toMatchObject({
    lifeStage: 'college',
    completed: true,
  });
  // Moved, not copied: the browser no longer holds its own copies.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['pathwise:favourites', 'pathwise:interest-result', 'pathwise:onboarding'].filter(
          (key) => localStorage.getItem(key) !== null,
        ),
      ),
    )
    .toEqual([]);
});

/** An ID token for the account, from the Auth emulator. */
async function bearerFor(email: string) {
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return `Bearer ${idToken}`;
}
