import { signInWithEmail } from './auth-helpers';
import { expect, test } from './fixtures';
import { PASSWORD, personWithResults } from './person-with-results';
import { settled } from './settled';

test('a shared report’s link says who shared it and when before sign-in, and says so once sharing stops', async ({
  page,
  request,
}) => {
  // Jordan shares their profile (the helper turns it on), so their name may show with the link.
  const { authorization } = await personWithResults(request, 'Jordan Lee');
  const headers = { authorization };
  // The name a report's link shows is the profile's, as its owner gives it.
  expect(
    (await request.patch('/api/me', { headers, data: { displayName: 'Jordan Lee' } })).ok(),
  ).toBe(true);
  const report = (await (await request.get('/api/me/personality/report', { headers })).json()) as {
    id: string;
    createdAt: string;
  };
  const shareUrl = `/api/me/personality/reports/${report.id}/share`;
  const { shareId } = (await (await request.put(shareUrl, { headers })).json()) as {
    shareId: string;
  };

  // A parent opens the link on a browser with no account.
  await page.goto(`/personality-report?shared=${shareId}`);
  await expect(page).toHaveURL(/\/login$/);
  const note = page.getByRole('note');
  await expect(note).toContainText('Jordan Lee shared their personality report with you.');
  const day = await page.evaluate(
    (iso) =>
      new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' }),
    report.createdAt,
  );
  await expect(note).toContainText(`It is from a test finished on ${day}.`);
  await expect(note).toContainText(/make a free account: it takes about \d+ minutes/);

  // Jordan stops sharing: the same link now says it opens nothing, before anyone signs up for it.
  expect((await request.delete(shareUrl, { headers })).status()).toBe(204);
  await page.goto(`/personality-report?shared=${shareId}`);
  await expect(note).toContainText("This link doesn't open a report any more.");
  await expect(note).not.toContainText('Jordan Lee');
});

test('the careers list shares the interest code and its first five careers, as listed, with their fit', async ({
  page,
  request,
}) => {
  // The share sheet as a phone has it, keeping what it was given for the test to read.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  const { email, authorization } = await personWithResults(request, 'Jordan Lee');
  const result = (await (
    await request.get('/api/me/interests/result', { headers: { authorization } })
  ).json()) as { hollandCode: string };

  await page.goto('/login');
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  await page.goto('/v2/pg-career-suggest');
  await expect(page.getByText(/^Showing \d+ careers/)).toBeVisible({ timeout: 15_000 });
  await settled(page);

  // What the page shows: each card's title and fit, in the list's order.
  const cards = page.getByRole('main').getByRole('article');
  const listed: string[] = [];
  for (const card of (await cards.all()).slice(0, 5)) {
    const title = await card.getByRole('heading').first().innerText();
    // The card's own fit comes first; a family's other members follow with theirs.
    const fit = await card
      .getByText(/^(Strong|Good|Some|Weak) fit: \d+ of 100$/)
      .first()
      .innerText();
    listed.push(`${title} (${fit})`);
  }
  expect(listed).toHaveLength(5);

  await page.getByRole('button', { name: 'Share this list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shared.' })).toBeVisible();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  expect(shared.text).toBe(
    `My Holland interest code is ${result.hollandCode}. The careers that fit me best on Pathwise: ${listed.join('; ')}. Career information from O*NET.`,
  );
  // Nothing personal: the link is to Pathwise's start, not to the person's results.
  expect(new URL(shared.url!).pathname).toBe('/v2');
});
