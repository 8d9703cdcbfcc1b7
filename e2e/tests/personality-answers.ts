import { type APIRequestContext, expect } from '@playwright/test';
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
