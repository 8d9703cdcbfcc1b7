import { expect, test } from './fixtures';
import {
  accountExists,
  accountMenu,
  createAccount,
  notifications,
  signInWithEmail,
  signOut,
  uniqueEmail,
} from './auth-helpers';
import { hydrated } from './hydrated';

const PASSWORD = 'correct horse battery';

test('sign up, sign out, and sign in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Your name (optional)').fill('Robin Example');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Robin Example.*account menu$/ })).toBeVisible();

  await signOut(page);
  await expect(notifications(page).getByText('You are signed out')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInWithEmail(page, email, PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
});

test.describe('with a failed sign-in', () => {
  // The browser logs the sign-in service's 400 answer; the test is about how the page handles it.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('a wrong password gets a clear message and keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await createAccount(email, PASSWORD);
    await page.goto('/login');
    await signInWithEmail(page, email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText(
      /password is not right|do not match an account/,
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(accountMenu(page)).toHaveCount(0);
  });
});

test('a guarded route sends a signed-out visitor to /login and back after sign-in', async ({
  page,
}) => {
  const email = uniqueEmail('guard');
  await createAccount(email, PASSWORD, 'Guarded Person');
  await page.goto('/v2/pg-profile/favorites');
  // Once the sign-in service has loaded and said nobody is signed in (slow on a busy machine).
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/v2\/pg-profile\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved careers' })).toBeVisible();
});

test.describe('Google sign-in without a connection to Google', () => {
  // Firebase's popup flow loads Google's iframe library even with the emulator; this machine can't
  // reach it, so the test checks the person gets a clear message and can carry on by email.
  test.use({ expectedConsoleErrors: [/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR/] });

  test('explains the failure and keeps the email form usable', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText(/could not reach Google/);
    await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
  });
});

test.describe('deleting an account', () => {
  // The signed-in page's own requests may still be on their way when the account goes; the API
  // then refuses them (401), which the browser logs. Nothing else may be logged.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 401/] });

  test('removes it and everything stored with it', async ({ page }) => {
    const email = uniqueEmail('delete');
    const { uid, authorization } = await createAccount(email, PASSWORD, 'Leaving Soon');
    // Something stored on the server that anyone can check: a shared profile.
    const shared = await page.request.patch('/api/me', {
      headers: { authorization },
      data: { displayName: 'Leaving Soon', shareProfile: true },
    });
    expect(shared.ok()).toBe(true);
    const observer = await createAccount(uniqueEmail('observer'), PASSWORD);
    const sharedProfile = () =>
      page.request.get(`/api/profiles/${uid}`, {
        headers: { authorization: observer.authorization },
      });
    expect(await (await sharedProfile()).json()).toMatchObject({ displayName: 'Leaving Soon' });

    await page.goto('/login');
    await signInWithEmail(page, email, PASSWORD);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Delete account…' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(notifications(page).getByText('Your account has been deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => accountExists(email)).toBe(false);
    // Nothing is shared there any more: the API answers null, as for anyone who never shared.
    const after = await sharedProfile();
    expect(after.status()).toBe(200);
    expect(await after.json()).toBeNull();
  });
});

test('the home page fetches no Firebase code for a new visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.name),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, `${url} was fetched for a new visitor`).not.toContain('identitytoolkit');
  }
});
