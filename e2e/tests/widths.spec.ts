import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { type Page, type APIRequestContext } from '@playwright/test';
import { guardedRoutes, routeHeadings } from '@pathwise/testing/fixtures';
import { expect, test } from './fixtures';
import { createAccount, signInWithEmail, uniqueEmail } from './auth-helpers';

const PASSWORD = 'correct horse battery';
/** The narrowest phones in use, a common small Android and the reference phone. */
const WIDTHS = [320, 360, 390] as const;

/**
 * What does not fit the screen: a document wider than the viewport, and any visible button (or a
 * link drawn as one) whose text runs outside it or which reaches past the screen's right edge.
 * Text cut short on purpose (an ellipsis) fits.
 */
function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > innerWidth)
      found.push(`the page is ${doc.scrollWidth - innerWidth}px wider than the screen`);
    const controls = document.querySelectorAll<HTMLElement>('button, [role="button"], a');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Hidden, or visually hidden for screen readers (a skip link until it has focus).
      const srOnly =
        style.clipPath.startsWith('inset(50%') || /rect\(0px,? 0px,? 0px,? 0px\)/.test(style.clip);
      if (
        srOnly ||
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        style.display === 'inline'
      )
        continue;
      // A control inside a scrolling strip (tabs that scroll sideways) may sit beyond the edge.
      let clipped = false;
      for (let at = control.parentElement; at && at !== document.body; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') {
          clipped = true;
          break;
        }
      }
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      if (!clipped && box.right > innerWidth + 1)
        found.push(
          `"${name.slice(0, 50)}" reaches ${Math.round(box.right - innerWidth)}px past the screen`,
        );
      const ellipsis = style.textOverflow === 'ellipsis' || control.querySelector('.truncate');
      if (
        !ellipsis &&
        (control.scrollWidth > control.clientWidth + 1 ||
          control.scrollHeight > control.clientHeight + 1)
      )
        found.push(`the text of "${name.slice(0, 50)}" runs outside its box`);
    }
    return found;
  });
}

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
  // Charts and lists arrive after the heading.
  await page.waitForLoadState('networkidle');
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
