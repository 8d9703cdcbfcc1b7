import { holdScripts } from './hold-scripts';
import { expect, test } from './fixtures';
import { layoutShift } from './layout-shift';
import { hydrated } from './hydrated';
import { settled } from './settled';

/** The playground's pages that are sent with their first view, and a sentence of each one's introduction. */
const PAGES = [
  { path: '/v2/pg-canvas', heading: 'Sort activity cards', intro: /Go with your first reaction/ },
  {
    path: '/v2/pg-result-new',
    heading: 'Your interest profile',
    intro: /six kinds of work in John Holland/,
  },
  {
    path: '/v2/pg-onboarding',
    heading: 'A few questions about you',
    intro: /Every question is optional/,
  },
  {
    path: '/v2/pg-career-suggest',
    heading: 'Careers that fit you',
    intro: /ranked by how well they match your interests/,
  },
  { path: '/v3/audio', heading: 'Listen and answer', intro: /by listening instead of reading/ },
];

/** The pages that show nothing but how to start until this browser has an interest profile. */
const FIRST_VISIT = [
  { path: '/v2/pg-result-new', empty: "You don't have an interest profile yet" },
  { path: '/v2/pg-career-suggest', empty: 'First, tell us what you enjoy' },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, intro } of PAGES) {
    test(`${path} is sent with its heading and introduction`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByText(intro)).toBeVisible();
    });
  }

  for (const { path, empty } of FIRST_VISIT) {
    test(`${path} shows a first visit how to start`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: empty })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sort the interest cards' })).toBeVisible();
    });
  }

  test('a query still gets the page rendered in the browser', async ({ page }) => {
    await page.goto('/v2/pg-onboarding?step=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

for (const { path, empty } of FIRST_VISIT) {
  test(`a first visit to ${path} has its way to start from the first paint, and keeps it as the page hydrates`, async ({
    page,
  }) => {
    // Each largest paint with its time: the observer may hear of a paint well after it happened
    // on a busy machine, so paints are told apart by when they were drawn, not when they arrived.
    await page.addInitScript(() => {
      const painted: { text: string; at: number }[] = [];
      (window as unknown as { painted: typeof painted }).painted = painted;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          painted.push({
            text: (entry as PerformanceEntry & { element?: Element }).element?.textContent ?? '',
            at: entry.startTime,
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const release = await holdScripts(page);
    await page.goto(path);
    const start = page.getByRole('heading', { level: 2, name: empty });
    await expect(start).toBeVisible();
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await hydrated(page);
    await settled(page);
    await expect(start).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // Nothing larger is drawn once the app is there: the page's largest paint was its first view.
    const painted = await page.evaluate(
      () => (window as unknown as { painted: { text: string; at: number }[] }).painted,
    );
    expect(painted.filter(({ at }) => at > releasedAt).map(({ text }) => text)).toEqual([]);
  });
}

test('a returning visitor who sorted cards sees each page hydrate without errors or shifts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const deck = (await (await page.request.get('/api/interests/items')).json()) as {
    cards: { id: string; text: string }[];
  };
  await page.goto('/v2/pg-canvas');
  const card = page.getByRole('group', { name: deck.cards[0]!.text });
  await card.focus();
  // Every card, in turn through the three piles: enough from every area for a profile.
  for (let sorted = 0; sorted < deck.cards.length; sorted++) {
    await page.keyboard.press(String((sorted % 3) + 1));
    await expect(page.getByRole('progressbar', { name: 'Cards sorted' })).toHaveAttribute(
      'aria-valuetext',
      `${sorted + 1} of ${deck.cards.length} sorted`,
    );
  }
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Your Holland code/ })).toBeVisible();

  const shown = {
    '/v2/pg-canvas': page.getByRole('progressbar', { name: 'Cards sorted' }),
    '/v2/pg-result-new': page.getByRole('heading', { level: 2, name: /Your Holland code/ }),
    '/v2/pg-onboarding': page.getByRole('heading', { level: 2, name: /About you/ }),
    '/v2/pg-career-suggest': page.getByRole('article').first(),
    '/v3/audio': page.getByRole('button', { name: /^(Carry on|Start)$/ }),
  } as const;
  for (const { path, heading } of PAGES) {
    // Each page from its top: the shell's scroll memory keys a fresh page load by the history
    // entry, which every page opened by its address shares, so a scrolled page would scroll the next.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(shown[path as keyof typeof shown]).toBeVisible();
    // The console fixture fails the test on any hydration error React reports.
    expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThan(0.01);
  }
});

test('the phone’s Back goes to the previous step of the questions, answers kept', async ({
  page,
}) => {
  await page.goto('/v2/pg-onboarding');
  await hydrated(page);
  await page.getByRole('radio', { name: 'At college or university' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Your education/ })).toBeVisible();
  await expect(page).toHaveURL(/\?step=2$/);
  const bachelor = page.getByRole('radio', { name: /bachelor/i }).first();
  await bachelor.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /More study or training/ }),
  ).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /Your education/ })).toBeVisible();
  await expect(bachelor).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /About you/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'At college or university' })).toBeChecked();

  // A reload keeps the step the address names.
  await page.goForward();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Your education/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /bachelor/i }).first()).toBeChecked();
});

test('a tap before the page is ready shows at once and counts once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  // Presses made by the page itself (replayed ones), counted where they arrive.
  await page.addInitScript(() => {
    (window as unknown as { replayed: string[] }).replayed = [];
    addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button');
      if (!event.isTrusted && button)
        (window as unknown as { replayed: string[] }).replayed.push(button.textContent ?? '');
    });
  });
  await page.goto('/v2/pg-onboarding', { waitUntil: 'load' });
  const choice = page.getByRole('radio', { name: 'At college or university' });
  const next = page.getByRole('button', { name: 'Next' });
  await choice.click();
  await next.click();
  await next.click();
  await next.click();
  // Waiting, and seen to be, and said to be.
  await expect(next).toHaveAttribute('data-pending', '');
  await expect(next).toHaveAttribute('aria-busy', 'true');
  await expect(choice).not.toBeChecked();
  const waiting = page
    .getByRole('status')
    .filter({ hasText: 'Still loading. What you pressed will happen in a moment.' });
  await expect(waiting).toHaveCount(1);

  release();
  await expect(page.getByRole('heading', { level: 2, name: /Your education/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('data-pending');
  await expect(page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy');
  await expect(waiting).toHaveCount(0);
  const replayed = await page.evaluate(
    () => (window as unknown as { replayed: string[] }).replayed,
  );
  expect(replayed.filter((text) => text === 'Next')).toHaveLength(1);
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'At college or university' })).toBeChecked();
});

test('words typed into the explorer’s search before the page is ready are searched for', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/v2/pg-explore');
  await page.getByRole('searchbox').first().fill('registered nurse');
  release();
  await hydrated(page);
  await expect(page.getByRole('searchbox').first()).toHaveValue('registered nurse');
  await expect(page.getByRole('link', { name: /^Registered Nurses/ }).first()).toBeVisible({
    timeout: 15_000,
  });
});
