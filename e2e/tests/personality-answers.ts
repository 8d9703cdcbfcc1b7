import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';

/**
 * Gives all 120 answers (1 to 5 in turn) through the API and makes the report from them, as the
 * test's last page does: for tests about what comes after the test, not about taking it.
 */
export async function finishPersonalityTest(request: APIRequestContext, authorization: string) {
  const headers = { authorization };
  const answers = BIG_FIVE_ITEM_KEY.map((item, index) => ({
    itemId: item.id,
    score: (index % 5) + 1,
  }));
  const saved = await request.put('/api/me/personality/answers', {
    headers,
    data: { testVersion: BIG_FIVE_TEST_VERSION, answers },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const report = await request.post('/api/me/personality/report', { headers, data: {} });
  expect(report.ok(), await report.text()).toBe(true);
  return (await report.json()) as { id: string; createdAt: string };
}

/** A varied, reproducible answer per question (1–5). */
export const answerFor = (index: number) => ((index * 7 + Math.floor(index / 5)) % 5) + 1;

/** Answers questions `from` to `to` (0-based, `to` excluded) on the test's page by keyboard. */
export async function answerQuestions(page: Page, from: number, to: number) {
  for (let index = from; index < to; index++) {
    await expect(
      page.getByRole('progressbar', { name: `Question ${index + 1} of 120` }),
    ).toBeVisible();
    // The statements load after the progress bar shows; digits answer once the statement has focus.
    await expect(page.getByRole('main').locator('fieldset')).toBeFocused();
    await page.keyboard.press(String(answerFor(index)));
  }
}
