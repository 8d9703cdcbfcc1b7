import { type Locator, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { type Area, type Rating, expectedProfile } from './holland-code';
import { hydrated } from './hydrated';
import { seedProgress } from './seed-progress';

// Careers load from the real API, which a busy test machine can make slow.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The reference phone. */
const PHONE = { width: 390, height: 844 };

// Where the playground keeps what a signed-out visitor did in this browser.
const RESULT_KEY = 'pathwise:interest-result';
const FAVOURITES_KEY = 'pathwise:favourites';

type DeckCard = { id: string; area: Area };

/** Whether the element, drawn, ends within the first screen of a page that hasn't scrolled. */
async function expectOnFirstScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await element.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

test.describe('on a phone the results come first', () => {
  test.use({ viewport: PHONE });

  test('typing a search in the explorer shows the count and the first career on the first screen', async ({
    page,
  }) => {
    await page.goto('/v2/pg-explore');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search careers' }).fill('nurse');
    const count = page.getByRole('status').filter({ hasText: /careers? match(es)? “nurse”/ });
    await expectOnFirstScreen(page, count);
    const first = page.getByRole('list', { name: 'Careers' }).getByRole('listitem').first();
    await expect(first).toContainText(/Nurse/);
    await expectOnFirstScreen(page, first);

    // The filters wait in a sheet that counts before it applies, then says how many match.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters and order' });
    await sheet.getByRole('radio', { name: 'Social' }).check();
    const show = sheet.getByRole('button', { name: /^Show \d+ careers?$/ });
    await expect(show).toBeVisible();
    const shown = (await show.textContent())!.replace(/\D/g, '');
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/[?&]area=S(&|$)/);
    await expect(page).toHaveURL(/[?&]q=nurse(&|$)/);
    await expect(count).toContainText(`${shown} `);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });

  test('a visitor who sorted the deck sees their first match on the first screen', async ({
    page,
  }) => {
    const deck = (await (await page.request.get('/api/interests/items')).json()) as {
      cards: DeckCard[];
    };
    // A clear leaning, stored as the playground stores a finished sort in this browser.
    const liked = new Set<Area>(['S', 'A']);
    const ratingFor = (card: DeckCard): Rating => (liked.has(card.area) ? 'like' : 'dislike');
    const ratings = Object.fromEntries(deck.cards.map((card) => [card.id, ratingFor(card)]));
    // Counted from the cards' own areas: Artistic and Social 100, the rest 0.
    const { scores, hollandCode, answeredByArea } = expectedProfile(deck.cards, ratingFor);
    const stored = {
      version: 1,
      result: {
        scores,
        hollandCode,
        flat: false,
        answered: deck.cards.length,
        answeredByArea,
        createdAt: new Date().toISOString(),
      },
      ratings: Object.entries(ratings).map(([cardId, rating]) => ({ cardId, rating })),
    };
    await seedProgress(page, { [RESULT_KEY]: stored });

    await page.goto('/v2/pg-career-suggest');
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
    await expectOnFirstScreen(
      page,
      page.getByText(/^Showing \d+ careers?, highest fit first \(equal fits A to Z\)\.$/),
    );
    await expectOnFirstScreen(page, page.getByRole('button', { name: /^Filters/ }));
    await expectOnFirstScreen(page, first);
  });
});

test.describe('comparing on a small phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('three saved careers compare as cards, every figure labelled and inside the screen', async ({
    page,
  }) => {
    const saved = [
      { code: '29-1141.00', title: 'Registered Nurses' },
      { code: '15-1252.00', title: 'Software Developers' },
      { code: '27-1024.00', title: 'Graphic Designers' },
    ].map((career, index) => ({ ...career, savedAt: `2026-11-2${index}T10:00:00.000Z` }));
    await seedProgress(page, { [FAVOURITES_KEY]: saved });
    await page.goto('/v2/pg-explore');
    await hydrated(page);
    const panel = page.getByRole('region', { name: 'Your saved careers' });
    await panel.getByRole('button', { name: /Your saved careers/ }).click();
    for (const { title } of saved)
      await panel.getByRole('checkbox', { name: `Compare ${title}` }).check();

    const cards = panel.getByRole('list', { name: /^Comparing / });
    await expect(cards).toBeVisible();
    await expect(panel.getByRole('table')).toBeHidden();
    for (const { title } of saved) {
      const card = cards.getByRole('region', { name: title });
      await card.scrollIntoViewIfNeeded();
      const labels = card.getByRole('term');
      await expect(labels.filter({ hasText: 'Median pay (BLS)' })).toBeVisible();
      await expect(labels.filter({ hasText: 'Job growth (BLS)' })).toBeVisible();
      const values = card.getByRole('definition');
      await expect(values).toHaveCount(await labels.count());
      for (const value of await values.all()) {
        await expect(value).toBeVisible();
        const box = (await value.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
    }
    await expect(
      panel.getByText(/Pay, growth and education to start: U\.S\. Bureau/),
    ).toBeVisible();

    // Nothing on the page is wider than the screen or reaches past its edges.
    const outside = await page.evaluate(() =>
      [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -1 || box.right > innerWidth + 1);
        })
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
