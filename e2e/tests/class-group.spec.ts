import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createAccount,
  progressFromBefore,
  signInWithEmail,
  signOut,
  signedIn,
  uniqueEmail,
} from './auth-helpers';
import { finishCardSort, sortCards } from './card-sort';

import { PASSWORD } from './person-with-results';
/** A member's card in the maker's view. */
const memberCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The value beside one item of a member's card. */
const item = (card: ReturnType<typeof memberCard>, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Opens the join link signed out, signs in as a new student, and joins sharing these items. */
async function joinAsStudent(page: Page, link: string, name: string, shares: RegExp[]) {
  const email = uniqueEmail(
    `class-${name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}`,
  );
  await createAccount(email, PASSWORD);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, email, PASSWORD);
  await expect(signedIn(page)).toBeVisible({ timeout: 30_000 });
  // Nobody's earlier progress is offered: the one before signed out, which cleared the browser.
  await expect(progressFromBefore(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await page.getByRole('textbox', { name: /Your name, as the group sees it/ }).fill(name);
  for (const share of shares) await page.getByRole('checkbox', { name: share }).check();
  await page.getByRole('button', { name: 'Join the group' }).click();
  await expect(page.getByRole('heading', { name: 'What the group sees now' })).toBeFocused();
  return email;
}

test('a counsellor sees exactly what each student of a lab browser chose to share', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The counsellor, on their own computer, makes the group.
  const counsellor = await browser.newContext();
  const desk = await counsellor.newPage();
  const counsellorEmail = uniqueEmail('counsellor');
  await createAccount(counsellorEmail, PASSWORD, 'Ms Rivera');
  await desk.goto('/login');
  await signInWithEmail(desk, counsellorEmail, PASSWORD);
  await expect(signedIn(desk)).toBeVisible({ timeout: 30_000 });
  await desk.goto('/groups');
  await desk.getByRole('textbox', { name: /Group name/ }).fill('Period 3');
  await desk.getByRole('button', { name: 'Make the group' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Period 3' })).toBeVisible();
  const link = await desk.getByRole('textbox', { name: 'Join link' }).inputValue();
  expect(link).toMatch(/\/join\/[A-Z2-9]{6}$/);

  // Three students on one lab browser, one after another, each sharing something different.
  const ana = await joinAsStudent(page, link, 'Ana', [/Your progress/]);
  await finishCardSort(page);
  await signOut(page);

  await joinAsStudent(page, link, 'Ben', [/Your interest code/, /Your top 10 careers/]);
  await sortCards(page, 5);
  await signOut(page);

  await joinAsStudent(page, link, 'Chloé', [/Your progress/, /Your saved careers/]);
  await signOut(page);

  // The counsellor sees each one's choice, and nothing else.
  await desk.reload();
  await expect(desk.getByText('3 members. Open until you close it.')).toBeVisible();
  const anaCard = memberCard(desk, 'Ana');
  await expect(item(anaCard, 'Progress')).toContainText('Card sort: Finished');
  await expect(item(anaCard, 'Progress')).toContainText('Personality test: Not started');
  for (const label of ['Interest code', 'Top 10 careers', 'Saved careers'])
    await expect(item(anaCard, label)).toHaveText('Not shared');
  const ben = memberCard(desk, 'Ben');
  await expect(item(ben, 'Progress')).toHaveText('Not shared');
  // Shared, but no result yet: said so, never another student's.
  await expect(item(ben, 'Interest code')).toHaveText('Nothing yet');
  await expect(item(ben, 'Top 10 careers')).toHaveText('Nothing yet');
  const chloe = memberCard(desk, 'Chloé');
  await expect(item(chloe, 'Progress')).toContainText('Card sort: Not started');
  await expect(item(chloe, 'Saved careers')).toHaveText('Nothing yet');
  await expect(item(chloe, 'Personality summary')).toHaveText('Not shared');

  // Ana comes back and stops sharing her progress: it is gone from the counsellor's view at once.
  await page.goto(link);
  await signInWithEmail(page, ana, PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your place in Period 3' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /Your progress/ }).uncheck();
  await page.getByRole('button', { name: 'Save what I share' }).click();
  await expect(page.getByText('Your choices are saved.')).toBeVisible();
  await desk.reload();
  await expect(item(memberCard(desk, 'Ana'), 'Progress')).toHaveText('Not shared');
  await counsellor.close();
});
