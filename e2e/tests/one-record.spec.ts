import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { guardedRoutes, routeHeadings } from '@pathwise/testing/fixtures';
import { expect, isUnknownGroup, test } from './fixtures';
import { hydrated } from './hydrated';
import { settled } from './settled';
import {
  accountMenu,
  createAccount,
  notifications,
  progressFromBefore,
  signInWithEmail,
  signedIn,
  uniqueEmail,
} from './auth-helpers';

const PASSWORD = 'correct horse battery';

/** A finished test, as the test page keeps it in the browser of someone not signed in. */
const finishedDraft = () => ({
  version: 1,
  testVersion: BIG_FIVE_TEST_VERSION,
  language: 'en',
  answers: Object.fromEntries(BIG_FIVE_ITEM_KEY.map((item, index) => [item.id, (index % 5) + 1])),
  position: 119,
  demographics: { sex: 'female', ageBand: '21-40' },
  pace: { timed: 120, quick: 3 },
  updatedAt: new Date().toISOString(),
});

async function signUpFromHeader(page: Page, email: string, name: string) {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Your name (optional)').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(signedIn(page)).toBeVisible({ timeout: 30_000 });
}

test('one person, one record: answers follow sign-up from any tab once the person says they are theirs, and every page shows the same name and choices', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // Tab one holds a finished test, made before signing in; tab two is somewhere else entirely.
  await page.goto('/v2/pg-explore');
  await page.evaluate(
    (draft) => localStorage.setItem('pathwise:personality-draft', JSON.stringify(draft)),
    finishedDraft(),
  );
  const other = await context.newPage();
  const reportRequests: string[] = [];
  for (const tab of [page, other])
    tab.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/me/personality/report'))
        reportRequests.push(request.url());
    });
  await other.goto('/v2/pg-explore');

  // The test has no record of who made it (it could be an earlier visitor's), so before any page
  // shows it as theirs the person is asked; they say it is.
  const fromBefore = progressFromBefore(other);
  // The question comes once the new tab's app has started, which a busy machine takes longer over.
  await expect(
    fromBefore.getByText('Personality test: 120 of 120 statements answered'),
  ).toBeVisible({ timeout: 15_000 });
  await fromBefore.getByRole('button', { name: "It's mine: carry on" }).click();
  await expect(fromBefore).toHaveCount(0);

  // Signing up from the second tab's header, never visiting the test page: what they said is
  // theirs moves into the new account without a second question.
  const email = uniqueEmail('onerecord');
  await signUpFromHeader(other, email, 'Robin Example');
  await expect(notifications(other).getByText('Your personality report is ready')).toBeVisible({
    timeout: 30_000,
  });
  await other.goto('/dashboard');
  const personality = other.getByRole('region', { name: 'Your personality' });
  await expect(personality.getByText(/Openness/).first()).toBeVisible();
  await expect(other.getByText('Not started, 0 of 120')).toHaveCount(0);
  // Both tabs saw the sign-in; the test went up once and made one report.
  await page.reload();
  await expect(accountMenu(page)).toBeVisible({ timeout: 30_000 });
  // Both tabs have nothing left open: a second report would have been asked for by now.
  await settled(page);
  expect(reportRequests).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('pathwise:personality-draft'))).toBeNull();

  // The name given at sign-up is the profile's; renaming there changes the header at once.
  await expect(accountMenu(other)).toHaveAccessibleName(/^Robin Example/);
  await accountMenu(other).click();
  await other.getByRole('menuitem', { name: 'Profile' }).click();
  const name = other.getByLabel('Your name');
  await expect(name).toHaveValue('Robin Example');
  await name.fill('Robin E.');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText('Your changes are saved.')).toBeVisible();
  await expect(accountMenu(other)).toHaveAccessibleName(/^Robin E\./);
  const profileUrl = other.url();

  // A country chosen on the onboarding answers page is the profile's country.
  await other.goto('/v2/pg-profile/onboard-data');
  const country = other.getByRole('group', { name: /Where you live/ });
  await country.getByRole('combobox').selectOption('NZ');
  await expect(country.getByText('Saved')).toBeVisible();
  await other.goto(profileUrl);
  await expect(other.getByLabel('Where you live')).toHaveValue('NZ');

  // The download holds the report with the 120 answers it was scored from.
  const downloading = other.waitForEvent('download');
  await other.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { displayName: string; country: string };
    personality: { reports: { answers: { itemId: string; score: number }[] | null }[] };
  };
  expect(data.profile).toMatchObject({ displayName: 'Robin E.', country: 'NZ' });
  expect(data.personality.reports).toHaveLength(1);
  expect(data.personality.reports[0]?.answers).toHaveLength(120);

  // And the answers can be read back from the report, from question 1.
  await other.goto('/personality-report');
  await other.getByRole('link', { name: 'Review my answers' }).click();
  await expect(other.getByRole('heading', { level: 1, name: /^Your answers from/ })).toBeVisible();
  await expect(other.getByRole('main').getByRole('listitem').first()).toContainText('Statement 1');
});

test('a visitor saves three careers and compares two, without an account', async ({ page }) => {
  test.setTimeout(120_000);
  const codes = ['15-1252.00', '29-1141.00', '27-1024.00'];
  const titles: string[] = [];
  for (const code of codes) {
    await page.goto(`/v2/pg-career-details?code=${code}`);
    // The page comes from the server complete: saving is the app's, once it has taken over.
    await hydrated(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    titles.push(title);
    await page.getByRole('button', { name: `Save ${title} to favourites` }).click();
    await expect(
      page.getByRole('button', { name: `Remove ${title} from favourites` }),
    ).toBeVisible();
  }
  // Where they save, their saved list is there, with one invitation to keep it in an account.
  await page.getByRole('link', { name: 'See your saved careers' }).click();
  const saved = page.getByRole('region', { name: 'Your saved careers' });
  await expect(saved).toBeInViewport();
  for (const title of titles) await expect(saved.getByRole('link', { name: title })).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Create a free account or sign in' })).toBeVisible();

  // The explorer keeps the same list closed above its results, one line; opened, two side by side.
  await page.goto('/v2/pg-explore');
  const list = page.getByRole('region', { name: 'Your saved careers' });
  await expect(list).toBeInViewport();
  await list.getByRole('button', { name: /Your saved careers\s*\(3\)/ }).click();
  await list.getByRole('checkbox', { name: `Compare ${titles[0]}` }).check();
  await list.getByRole('checkbox', { name: `Compare ${titles[1]}` }).check();
  const table = list
    .getByRole('table', { name: `Comparing ${titles[1]} and ${titles[0]}` })
    .or(list.getByRole('table', { name: `Comparing ${titles[0]} and ${titles[1]}` }));
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Median pay (BLS)' })).toBeVisible();
});

test('a new account visits every signed-in page with no console errors and no failed requests', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const failed: string[] = [];
  page.on('response', (response) => {
    // The group pages' example code names no group, and those pages say so (their heading).
    if (response.status() === 404 && isUnknownGroup(response.url())) return;
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it was still loading; that is not a failure of the request.
    if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? ''))
      failed.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  const email = uniqueEmail('newcomer');
  const { uid } = await createAccount(email, PASSWORD, 'New Person');
  await page.goto('/login');
  await signInWithEmail(page, email, PASSWORD);
  await expect(signedIn(page)).toBeVisible({ timeout: 30_000 });
  const signedInPages = [...routeHeadings].filter(([path]) => guardedRoutes.has(path));
  expect(signedInPages.length).toBeGreaterThan(3);
  for (const [path, heading] of signedInPages) {
    await page.goto(path === '/v2/pg-profile/someone' ? `/v2/pg-profile/${uid}` : path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settled(page);
  }
  expect(failed).toEqual([]);
});
