import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { BIG_FIVE_ITEM_KEY } from '@pathwise/assessment';
import { expect, test } from './fixtures';
import { uniqueEmail } from './auth-helpers';
import { answerFor, answerQuestions } from './personality-answers';

// The reference scorer the issue names: our report must agree with it for the same answers.
const scoreReference = createRequire(import.meta.url)('@bigfive-org/score') as (input: {
  answers: { domain: string; facet: number; score: number }[];
}) => Record<string, { score: number; result: string }>;

const PASSWORD = 'correct horse battery';

test('an anonymous visitor takes the whole test by keyboard, resumes after a reload, signs up and sees their report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/personality-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Personality test' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the test' }).press('Enter');

  await answerQuestions(page, 0, 60);
  await expect(page.getByRole('progressbar', { name: 'Question 61 of 120' })).toBeVisible();

  await page.reload();
  const resume = page.getByRole('button', { name: 'Continue from question 61' });
  if (await resume.isVisible()) await resume.press('Enter');
  await answerQuestions(page, 60, 120);

  await expect(page.getByText(/Sign in or create a free account/)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in or create an account' }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  const email = uniqueEmail('personality');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/personality-report$/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your personality report' }),
  ).toBeVisible();

  // The same report through the API, compared with the reference scorer on the answers given.
  const expected = scoreReference({
    answers: BIG_FIVE_ITEM_KEY.map((item, index) => ({
      domain: item.domain,
      facet: item.facet,
      score: item.keyed === 'plus' ? answerFor(index) : 6 - answerFor(index),
    })),
  });
  const report = await reportFromApi(page, email);
  for (const domain of report.domains) {
    expect(domain.score, domain.domain).toBe(expected[domain.domain]!.score);
    // The level is the band of the percentile shown (below 30 low, above 70 high).
    const shown = Math.min(99, Math.max(1, Math.round(domain.percentile)));
    expect(domain.level, domain.domain).toBe(shown < 30 ? 'low' : shown > 70 ? 'high' : 'neutral');
  }
  // And the page shows it: each domain's level in plain words.
  await expect(page.getByRole('heading', { name: /Openness/ }).first()).toBeVisible();
});

/** The signed-in person's report, read with a token of their own from the Auth emulator. */
async function reportFromApi(page: Page, email: string) {
  const signIn = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await page.request.get('/api/me/personality/report', {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    domains: { domain: string; score: number; level: string; percentile: number }[];
  };
}
