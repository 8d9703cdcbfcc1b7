import type { BrowserContext, Page } from '@playwright/test';
import { BIG_FIVE_ITEM_KEY } from '@pathwise/assessment';
import { accountMenu, createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';
import { sortedCards } from './card-sort';
import { expect, test } from './fixtures';
import { chooseLanguage } from './language-switch';
import { answerFor, answerQuestions } from './personality-answers';

/**
 * The service worker keeps the app's files from the first visit on: with the network cut after the
 * first page, a visitor takes the test and sorts the cards, and a signed-in person's answers given
 * offline reach their account once the network is back.
 */
test.use({
  serviceWorkers: 'allow',
  // What the browser says of each request made while the network is cut.
  expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_/],
});

const PASSWORD = 'correct horse battery';

/** Until the page is looked after by the service worker, which has kept the app's files. */
async function keptByServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      const ready = await navigator.serviceWorker.ready;
      return ready.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** A first visit to a page, until the worker looks after it (and has kept the page, if open). */
async function visitUntilKept(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keptByServiceWorker(page);
}

async function cutNetwork(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('with the network cut after the first page, a visitor takes the whole test and sorts the cards', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await visitUntilKept(page, '/');
  await cutNetwork(context, page);

  // A page never opened before, by its address, with no network.
  await page.goto('/personality-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Personality test' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the test' }).press('Enter');
  await answerQuestions(page, 0, 120);
  await expect(page.getByText(/Sign in or create a free account/)).toBeVisible();

  // The deck, asked by the test itself (its requests don't go through the browser's network).
  const deck = (await (await page.request.get('/api/interests/items')).json()) as {
    cards: { text: string }[];
  };
  const total = deck.cards.length;
  await page.goto('/v2/pg-canvas');
  await page.getByRole('group', { name: deck.cards[0]!.text }).focus();
  for (let sorted = 1; sorted <= total; sorted++)
    await page.keyboard.press(String((sorted % 3) + 1));
  await expect(sortedCards(page)).toHaveAttribute('aria-valuetext', `${total} of ${total} sorted`);
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/pg-result-new$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a signed-in person's answers given offline reach their account once the network is back, each once", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('offline');
  const { authorization } = await createAccount(email, PASSWORD);
  await page.goto('/login');
  await signInWithEmail(page, email, PASSWORD);
  await expect(accountMenu(page)).toBeVisible({ timeout: 30_000 });
  await page.goto('/personality-test');
  await keptByServiceWorker(page);
  await page.getByRole('button', { name: 'Start the test' }).press('Enter');

  const saved = async () => {
    const response = await page.request.get('/api/me/personality/answers', {
      headers: { authorization },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { answers: { itemId: string; score: number }[] }).answers;
  };
  // Five answers online reach the account as they always did.
  await answerQuestions(page, 0, 5);
  await expect.poll(async () => (await saved()).length, { timeout: 20_000 }).toBe(5);

  await cutNetwork(context, page);
  await answerQuestions(page, 5, 20);
  // Nothing can have reached the account meanwhile (the request above is the test's, not the page's).
  await page.waitForTimeout(3000);
  expect(await saved()).toHaveLength(5);

  await context.setOffline(false);
  await expect.poll(async () => (await saved()).length, { timeout: 30_000 }).toBe(20);
  const answers = await saved();
  expect(new Set(answers.map((answer) => answer.itemId)).size).toBe(20);
  expect(Object.fromEntries(answers.map((answer) => [answer.itemId, answer.score]))).toEqual(
    Object.fromEntries(
      BIG_FIVE_ITEM_KEY.slice(0, 20).map((item, index) => [item.id, answerFor(index)]),
    ),
  );
});

test('an open page visited before is the page itself with no network, whatever parameters its link carries', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The page of the first visit came before the worker: it is kept as the worker starts.
  await visitUntilKept(page, '/personality-test');
  await cutNetwork(context, page);

  const response = await page.goto('/personality-test?utm_source=newsletter');
  expect(response?.fromServiceWorker()).toBe(true);
  // The prerendered page, words and all, before any script: not the empty shell.
  const html = await response!.text();
  expect(html).toContain('Start the test');
  expect(html).not.toMatch(/<div id="root"><\/div>/);
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByText('Question 1 of 120')).toBeVisible();

  // A page not visited before still opens, from the shell.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a kept English page is not shown to someone who has since chosen Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await visitUntilKept(page, '/');
  // A second visit, with the worker looking after it: shown from what is kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await chooseLanguage(page, 'Español');
  await expect(page).toHaveURL(/\/es$/);
  await page.goto('/');
  // The server sends the chosen language's page, as it does without a worker.
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
