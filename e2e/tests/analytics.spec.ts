import type { Page } from '@playwright/test';
import { ANALYTICS_PORT } from '../playwright.config';
import { startAnalyticsEndpoint } from './analytics-endpoint';
import { expect, test } from './fixtures';

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

/** Long enough for anything queued to have been sent (events go one request each, no batching). */
const settle = (page: Page) => page.waitForTimeout(2_500);

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
    await settle(page);
    expect(endpoint.received).toEqual([]);

    await banner.getByRole('button', { name: 'Yes, count my visits' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => endpoint.events().map((event) => [event.event, event.properties['route']]))
      .toEqual([['$pageview', '/v2/pg-explore']]);

    await page.getByRole('link', { name: 'Personality test' }).first().click();
    await expect
      .poll(() => endpoint.events().map((event) => event.properties['route']))
      .toEqual(['/v2/pg-explore', '/personality-test']);

    const sent = JSON.stringify(endpoint.received);
    expect(sent).not.toContain('marine');
    expect(endpoint.events()[0]!.properties['$current_url']).toMatch(/\/v2\/pg-explore$/);

    // Remembered: the next visit asks nothing and counts the page.
    await page.reload();
    await expect
      .poll(() => endpoint.events().filter((event) => event.event === '$pageview').length)
      .toBe(3);
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
    await settle(page);
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
    await expect.poll(() => warnings.length).toBe(1);
    const afterFirst = endpoint.received.length;

    // Paused: page views while it lasts stay in the browser, and the pages work as ever.
    await page.getByRole('link', { name: 'Personality test' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Career playground' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
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
    await settle(page);
    expect(endpoint.received).toEqual([]);
  });
});
