import { ANALYTICS_PORT } from '../playwright.config';
import { startAnalyticsEndpoint } from './analytics-endpoint';
import { accountMenu, createAccount, signInWithEmail, signOut, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';
import { settled } from './settled';

// One endpoint on a fixed port (the build under test points at it), so these run one at a time.
test.describe.configure({ mode: 'serial' });

let endpoint: Awaited<ReturnType<typeof startAnalyticsEndpoint>>;
test.beforeAll(async () => {
  endpoint = await startAnalyticsEndpoint(ANALYTICS_PORT);
});
test.afterAll(() => endpoint.close());
test.beforeEach(() => {
  endpoint.clear();
  endpoint.setMode('ok');
});

/** Events leave once the page is idle and the analytics chunk has loaded: slow on a busy machine. */
const ARRIVAL = { timeout: 15_000 };

test.describe('with no choice made yet', () => {
  test.use({ analyticsConsent: null });

  test('nothing leaves before consent; after “yes” page views arrive by route, without addresses', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Help us improve Pathwise?' });
    await expect(banner).toBeVisible();
    await page.goto('/v2/pg-explore?q=marine+biologist');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Settled: whatever the page would send (one request an event, no batching) has gone.
    await settled(page);
    expect(endpoint.received).toEqual([]);

    await banner.getByRole('button', { name: 'Yes, count my visits' }).click();
    await expect(banner).toBeHidden();
    const pageViews = () =>
      endpoint
        .events()
        .filter((event) => event.event === '$pageview')
        .map((event) => event.properties['route']);
    await expect.poll(pageViews, ARRIVAL).toEqual(['/v2/pg-explore']);

    // A product event: the search counts, what was searched for doesn't leave.
    // (The first search may count too, if its results arrived after the yes.)
    const searches = () => endpoint.events().filter((event) => event.event === 'explorer_searched');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    const before = searches().length;
    const search = page.getByRole('searchbox', { name: 'Search careers' });
    await search.fill('zoologist');
    await search.press('Enter');
    await expect.poll(() => searches().length, ARRIVAL).toBe(before + 1);
    expect(searches().at(-1)).toMatchObject({
      properties: { hasQuery: true, area: false, jobZones: 0 },
    });

    await page.getByRole('link', { name: 'Personality test' }).first().click();
    await expect.poll(pageViews, ARRIVAL).toEqual(['/v2/pg-explore', '/personality-test']);

    const sent = JSON.stringify(endpoint.received);
    expect(sent).not.toContain('marine');
    expect(sent).not.toContain('zoologist');
    expect(endpoint.events()[0]!.properties['$current_url']).toMatch(/\/v2\/pg-explore$/);

    // Remembered: the next visit asks nothing and counts the page.
    await page.reload();
    await expect.poll(() => pageViews().length, ARRIVAL).toBe(3);
    await expect(banner).toBeHidden();
  });

  test('after “no thanks” nothing is ever sent, and the choice can be changed from the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'No thanks' }).click();
    await page.goto('/v2');
    await page.goto('/v3/audio');
    await expect(page.getByRole('heading', { level: 1, name: 'Listen and answer' })).toBeVisible();
    await settled(page);
    expect(endpoint.received).toEqual([]);

    await page.getByRole('button', { name: 'Analytics choices' }).click();
    const banner = page.getByRole('region', { name: 'Help us improve Pathwise?' });
    await expect(banner).toContainText('Right now analytics is off.');
    await expect(banner).toBeFocused();
  });
});

test.describe('when the analytics service misbehaves', () => {
  test.use({
    analyticsConsent: 'granted',
    // The browser reports the failed requests itself; the app only warns, once.
    // (One pattern: a second array item would read as the option's settings.)
    expectedConsoleErrors: [/status of 429|ERR_CONNECTION|ERR_EMPTY_RESPONSE|Failed to fetch/],
  });

  test('the app works normally when it answers 429', async ({ page }) => {
    endpoint.setMode('rate-limited');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('Analytics:')) {
        warnings.push(message.text());
      }
    });
    await page.goto('/');
    await expect.poll(() => warnings.length, ARRIVAL).toBe(1);
    const afterFirst = endpoint.received.length;

    // Paused: page views while it lasts stay in the browser, and the pages work as ever.
    await page.getByRole('link', { name: 'Personality test' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Career playground' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    expect(warnings).toEqual([
      'Analytics: the analytics service is busy, so events pause for 60 seconds.',
    ]);
    const capturedSince = endpoint.received
      .slice(afterFirst)
      .flatMap((request) => request.body.match(/"route":"[^"]+"/g) ?? []);
    expect(capturedSince).not.toContain('"route":"/personality-test"');
  });

  test('the app works normally when it is down', async ({ page }) => {
    endpoint.setMode('down');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Personality test' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/v3/audio');
    await expect(page.getByRole('heading', { level: 1, name: 'Listen and answer' })).toBeVisible();
    await settled(page);
    // The browser did try: the failures stayed out of the way.
    await expect.poll(() => endpoint.received.length, ARRIVAL).toBeGreaterThan(0);
  });
});

test.describe('signed in, with analytics on', () => {
  test.use({
    analyticsConsent: 'granted',
  });

  test('events know the account only by its id, and sign-out forgets it', async ({ page }) => {
    const email = uniqueEmail('analytics');
    const password = 'correct horse battery';
    const { uid } = await createAccount(email, password, 'Robin Quill');
    await page.goto('/login');
    await signInWithEmail(page, email, password);
    await expect(accountMenu(page)).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(
        () =>
          endpoint
            .events()
            .some(
              (event) => event.event === '$identify' && event.properties['distinct_id'] === uid,
            ),
        ARRIVAL,
      )
      .toBe(true);

    await signOut(page);
    await page.getByRole('link', { name: 'Career playground' }).first().click();
    await expect
      .poll(
        () =>
          endpoint
            .events()
            .filter((event) => event.properties['route'] === '/v2/pg-home')
            .map((event) => event.properties['distinct_id'] === uid),
        ARRIVAL,
      )
      .toEqual([false]);

    const everything = JSON.stringify(endpoint.received);
    expect(everything).not.toContain(email);
    expect(everything).not.toContain('Robin');
  });
});
