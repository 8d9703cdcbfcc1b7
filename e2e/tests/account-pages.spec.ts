import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';
import { finishPersonalityTest } from './personality-answers';

const PASSWORD = 'correct horse battery';
const SAVED = '15-1252.00';
type Account = { email: string; uid: string; authorization: string };

/** A person who has finished the personality test and the playground, and saved one career. */
async function finishedEverything(request: APIRequestContext): Promise<Account & { code: string }> {
  const email = uniqueEmail('dashboard');
  const { uid, authorization } = await createAccount(email, PASSWORD);
  const headers = { authorization };
  await finishPersonalityTest(request, authorization);
  const deck = (await (await request.get('/api/interests/items')).json()) as {
    cards: { id: string; area: string }[];
  };
  const ratings = deck.cards.map((card) => ({
    cardId: card.id,
    rating: card.area === 'I' || card.area === 'R' ? 'like' : 'dislike',
  }));
  expect(
    (await request.put('/api/me/interests/answers', { headers, data: { ratings } })).ok(),
  ).toBe(true);
  const result = await request.post('/api/me/interests/result', { headers });
  expect(result.ok()).toBe(true);
  const { hollandCode } = (await result.json()) as { hollandCode: string };
  expect((await request.put(`/api/me/favourites/${SAVED}`, { headers })).ok()).toBe(true);
  return { email, uid, authorization, code: hollandCode };
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

async function secondPerson(browser: Browser) {
  const email = uniqueEmail('visitor');
  await createAccount(email, PASSWORD);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test('a signed-in person sees their results on the dashboard, edits and shares their profile, and downloads their data', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const person = await finishedEverything(request);
  await signIn(page, person.email);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  const interests = page.getByRole('region', { name: 'Your interests' });
  await expect(interests.getByText(person.code, { exact: true })).toBeVisible();
  const personality = page.getByRole('region', { name: 'Your personality' });
  await expect(personality.getByText(/Openness/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Software Developers' }).first()).toBeVisible();

  // Their profile: a new name, then sharing on.
  await page.goto(`/v2/pg-profile/${person.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel('Your name').fill('Robin Example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  const share = page.getByRole('switch', { name: 'Share my profile' });
  await expect(share).toHaveAttribute('aria-checked', 'false');
  await share.click();
  await expect(share).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Sharing is on.')).toBeVisible();

  // The download holds everything, their answers included.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pathwise-data.json');
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { displayName: string | null };
    personality: { reports: { answers: unknown[] | null }[] };
  };
  expect(data.profile.displayName).toBe('Robin Example');
  // Each report keeps the answers it was scored from.
  expect(data.personality.reports[0]?.answers).toHaveLength(120);

  // Someone else sees the shared profile, and nothing of one that isn't shared.
  const unshared = await createAccount(uniqueEmail('private'), PASSWORD);
  const visitor = await secondPerson(browser);
  try {
    await visitor.page.goto(`/v2/pg-profile/${person.uid}`);
    // A fresh browser signs in before the profile is asked for: allow for a slow machine.
    await expect(visitor.page.getByText('Robin Example')).toBeVisible({ timeout: 15_000 });
    await visitor.page.goto(`/v2/pg-profile/${unshared.uid}`);
    await expect(visitor.page.getByText("There's no profile to show here")).toBeVisible();
  } finally {
    await visitor.context.close();
  }
});

test('a saved career can be removed and put back with undo', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = await finishedEverything(request);
  await signIn(page, person.email);
  await page.goto('/v2/pg-profile/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved careers' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Software Developers from saved careers' }).click();
  await expect(
    page.getByText('Removed Software Developers from your saved careers.'),
  ).toBeVisible();
  const saved = async () => {
    const response = await request.get('/api/me/favourites', {
      headers: { authorization: person.authorization },
    });
    return ((await response.json()) as { items: { code: string }[] }).items.map(
      (item) => item.code,
    );
  };
  await expect.poll(saved).toEqual([]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Software Developers is back in your saved careers.')).toBeVisible();
  await expect.poll(saved).toEqual([SAVED]);
});
