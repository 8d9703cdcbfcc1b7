import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { type Page, type APIRequestContext } from '@playwright/test';
import { guardedRoutes, routeHeadings } from '@pathwise/testing/fixtures';
import { expect, test } from './fixtures';
import { createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';
import { misfits } from './misfits';
import { settled } from './settled';

const PASSWORD = 'correct horse battery';
/** The narrowest phones in use, a common small Android and the reference phone. */
const WIDTHS = [320, 360, 390] as const;

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
  // Charts and lists arrive after the heading.
  await settled(page);
}

/** A person who has done everything: a report, an interest result, onboarding and three saved careers. */
async function personWithResults(request: APIRequestContext) {
  const email = uniqueEmail('widths');
  const { uid, authorization } = await createAccount(
    email,
    PASSWORD,
    'Alexandra Konstantinidou-Whitfield',
  );
  const headers = { authorization };
  const ok = async (response: Promise<{ ok(): boolean; text(): Promise<string> }>) => {
    const answered = await response;
    expect(answered.ok(), await answered.text()).toBe(true);
  };
  await ok(
    request.put('/api/me/personality/answers', {
      headers,
      data: {
        testVersion: BIG_FIVE_TEST_VERSION,
        answers: BIG_FIVE_ITEM_KEY.map((item, index) => ({
          itemId: item.id,
          score: (index % 5) + 1,
        })),
      },
    }),
  );
  await ok(request.post('/api/me/personality/report', { headers, data: {} }));
  const deck = (await (await request.get('/api/interests/items')).json()) as {
    cards: { id: string; area: string }[];
  };
  await ok(
    request.put('/api/me/interests/answers', {
      headers,
      data: {
        ratings: deck.cards.map((card) => ({
          cardId: card.id,
          rating: 'SA'.includes(card.area) ? 'like' : card.area === 'I' ? 'unsure' : 'dislike',
        })),
      },
    }),
  );
  await ok(request.post('/api/me/interests/result', { headers }));
  await ok(
    request.put('/api/me/onboarding', {
      headers,
      data: {
        lifeStage: 'changing-careers',
        workValues: ['achievement', 'independence'],
        completed: true,
      },
    }),
  );
  for (const code of ['15-1252.00', '29-1141.00', '27-1024.00'])
    await ok(request.put(`/api/me/favourites/${code}`, { headers }));
  await ok(request.patch('/api/me', { headers, data: { shareProfile: true } }));
  return { email, uid };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`every route fits, for a visitor and a new account`, async ({ page }) => {
      test.slow();
      const found: string[] = [];
      for (const [path, heading] of routeHeadings.filter(([path]) => !guardedRoutes.has(path))) {
        await visit(page, path, heading);
        found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
      }
      const email = uniqueEmail('widths-new');
      await createAccount(email, PASSWORD);
      await page.goto('/login');
      await signInWithEmail(page, email, PASSWORD);
      await expect(page).not.toHaveURL(/\/login$/);
      for (const [path, heading] of routeHeadings.filter(([path]) => guardedRoutes.has(path))) {
        await visit(page, path, heading);
        found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
      }
      expect(found).toEqual([]);
    });

    test(`every route fits for someone with results, saved careers and a long name`, async ({
      page,
      request,
    }) => {
      test.slow();
      const { email, uid } = await personWithResults(request);
      await page.goto('/login');
      await signInWithEmail(page, email, PASSWORD);
      await expect(page).not.toHaveURL(/\/login$/);
      const own = routeHeadings.map(([path, heading]): [string, string | RegExp] =>
        path === '/v2/pg-profile/someone' ? [`/v2/pg-profile/${uid}`, heading] : [path, heading],
      );
      const found: string[] = [];
      // Signed in, /login passes the person on; everything else shows its screen.
      for (const [path, heading] of own.filter(([path]) => path !== '/login')) {
        await visit(page, path, heading);
        // Saved careers side by side, as someone comparing them would see them.
        const compare = page.getByRole('checkbox', { name: /^Compare/ });
        for (let index = 0; index < (await compare.count()); index++)
          await compare.nth(index).check();
        found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
      }
      expect(found).toEqual([]);
    });
  });
}

// Spanish words run longer than English ones: the narrowest phone again, in Spanish.
test.describe('in Spanish at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 }, locale: 'es-MX' });

  test('every route fits for someone with results and saved careers', async ({ page, request }) => {
    test.slow();
    const { email, uid } = await personWithResults(request);
    await page.goto('/es/login');
    await signInWithEmail(page, email, PASSWORD, 'es');
    await expect(page).not.toHaveURL(/\/login$/);
    const found: string[] = [];
    for (const [path] of routeHeadings.filter(([path]) => path !== '/login')) {
      const own = path === '/v2/pg-profile/someone' ? `/v2/pg-profile/${uid}` : path;
      // The Spanish headings differ; any page heading shows the screen has rendered.
      await visit(page, `/es${own === '/' ? '' : own}`, /./);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      found.push(...(await misfits(page)).map((misfit) => `/es${own}: ${misfit}`));
    }
    expect(found).toEqual([]);
  });
});
