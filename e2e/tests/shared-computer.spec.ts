import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@pathwise/testing/fixtures';
import { expect, test } from './fixtures';
import {
  accountMenu,
  createAccount,
  notifications,
  progressFromBefore,
  signInWithEmail,
  signedIn,
  signOut,
  uniqueEmail,
} from './auth-helpers';
import { hydrated } from './hydrated';
import { sortCards, sortedCards } from './card-sort';

const PASSWORD = 'correct horse battery';

/** Signs in from the header's link. */
async function signIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await signInWithEmail(page, email, PASSWORD);
  await expect(signedIn(page)).toBeVisible({ timeout: 30_000 });
}

/** Signs in as a new account made for the test. */
async function signInAsNew(page: Page, label: string) {
  const email = uniqueEmail(label);
  await createAccount(email, PASSWORD);
  await signIn(page, email);
  return email;
}

/** Pathwise's keys this browser still holds, the device setting and the open tabs' ids aside. */
const personalKeys = (page: Page) =>
  page.evaluate(
    (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
    Object.values(STORAGE_KEYS).filter(
      (key) => key !== STORAGE_KEYS.ownDevice && key !== STORAGE_KEYS.openSessions,
    ),
  );

test('on a shared computer, what one person sorted never reaches the next person to sign in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A sorts cards as a visitor, then signs in: it was made in this session, so nothing is asked.
  const total = await sortCards(page, 12);
  await signInAsNew(page, 'shared-a');
  await expect(progressFromBefore(page)).toHaveCount(0);

  // A signs out with the dialog's default (nobody said this device is theirs).
  await signOut(page);
  await expect(notifications(page).getByText(/no longer holds your progress/)).toBeVisible();
  expect(await personalKeys(page)).toEqual([]);

  // B signs in on the same browser and inherits nothing.
  await signInAsNew(page, 'shared-b');
  await expect(progressFromBefore(page)).toHaveCount(0);
  await page.goto('/v2/pg-canvas');
  await expect(sortedCards(page)).toHaveAttribute('aria-valuetext', `0 of ${total} sorted`);
});

/** The tab closes as a person closes it (the page hears it go), and the next visit is a new one. */
async function closeTab(page: Page) {
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
}

test('progress from an earlier browser session is no one’s until the person at the browser says whose it is', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const total = await sortCards(page, 5);
  await closeTab(page);

  // Another tab, later: a new browser session in the same browser. No page shows the cards as
  // this visitor's; they are asked first.
  const later = await context.newPage();
  await later.goto('/');
  const dialog = progressFromBefore(later);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Activity cards: 5 sorted so far')).toBeVisible();
  await expect(dialog.getByText(/^Last changed /)).toBeVisible();
  // Neither answer is dressed as the one to press: both buttons look alike.
  const looks = (name: string) =>
    dialog
      .getByRole('button', { name })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(await looks("It's mine: carry on")).toBe(await looks('Remove it from this browser'));
  // Nor does focus start on either: it starts on the question itself.
  await expect(dialog).toBeFocused();
  // At 400 % zoom (a 1280 px screen is then 320 by 200) the dialog fits and scrolls to every button.
  await later.setViewportSize({ width: 320, height: 200 });
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(200);
  await dialog.getByRole('button', { name: "It's mine: carry on" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: "It's mine: carry on" })).toBeInViewport();
  await later.setViewportSize({ width: 1280, height: 800 });

  // Not sure: closed, the question goes and nothing is shown as theirs, on any page.
  await later.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(later.getByRole('region', { name: 'Continue where you left off' })).toHaveCount(0);
  // A new page load asks again.
  await later.goto('/v2/pg-canvas');
  await expect(dialog).toBeVisible();
  await later.keyboard.press('Escape');
  await expect(sortedCards(later)).toHaveAttribute('aria-valuetext', `0 of ${total} sorted`);

  // Signing in asks again, now about their account; they say it is someone else's.
  await signInAsNew(later, 'shared-c');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add it to my account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove it from this browser' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notifications(later).getByText('Removed from this browser')).toBeVisible();
  expect(await personalKeys(later)).toEqual([]);
  await later.goto('/v2/pg-canvas');
  await expect(sortedCards(later)).toHaveAttribute('aria-valuetext', /^0 of \d+ sorted$/);
});

test('a visitor who says the earlier progress is theirs carries on where they left off', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const total = await sortCards(page, 5);
  await closeTab(page);

  const later = await context.newPage();
  await later.goto('/v2/pg-canvas');
  const dialog = progressFromBefore(later);
  await dialog.getByRole('button', { name: "It's mine: carry on" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notifications(later).getByText('Welcome back')).toBeVisible();
  // Reading picks up at the page's heading, and the page shows their cards at once.
  await expect(later.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(sortedCards(later)).toHaveAttribute('aria-valuetext', `5 of ${total} sorted`);
  await later.goto('/');
  await expect(later.getByRole('region', { name: 'Continue where you left off' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // A tab opened beside it is the same visit: nothing is asked there.
  const beside = await context.newPage();
  await beside.goto('/v2/pg-canvas');
  await hydrated(beside);
  await expect(sortedCards(beside)).toHaveAttribute('aria-valuetext', `5 of ${total} sorted`);
  await expect(progressFromBefore(beside)).toHaveCount(0);
});

test('on their own device a person keeps their progress through sign-out; deleting the account clears it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/v2');
  const email = await signInAsNew(page, 'own-device');
  await sortCards(page, 4);

  await signOut(page, { ownDevice: true });
  await expect(
    notifications(page).getByText('Your results stay saved in your account.'),
  ).toBeVisible();
  await page.goto('/v2/pg-canvas');
  await expect(sortedCards(page)).toHaveAttribute('aria-valuetext', /^4 of \d+ sorted$/);

  // Back in later: the sort was made by this account, so it is theirs without asking.
  await page.reload();
  await signIn(page, email);
  await expect(progressFromBefore(page)).toHaveCount(0);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Delete account…' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(notifications(page).getByText('Your account has been deleted')).toBeVisible();
  expect(await personalKeys(page)).toEqual([]);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Continue where you left off' })).toHaveCount(0);
});

test('on a computer marked shared, a visitor’s cards last only for their browser session', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'This is a shared computer' }).check();
  const total = await sortCards(page, 5);
  // Nothing of theirs is in local storage, which outlives the session.
  expect(await personalKeys(page)).toEqual([]);
  await page.reload();
  await expect(sortedCards(page)).toHaveAttribute('aria-valuetext', `5 of ${total} sorted`);

  // The next person opens a new browser session (a new window): the sort isn't there.
  const next = await context.newPage();
  await next.goto('/v2/pg-canvas');
  await hydrated(next);
  await expect(sortedCards(next)).toHaveAttribute('aria-valuetext', `0 of ${total} sorted`);
  await next.goto('/');
  await expect(next.getByRole('checkbox', { name: 'This is a shared computer' })).toBeChecked();
});
