import { test as base, expect } from '@playwright/test';
import { trackRequests } from './settled';

type Fixtures = {
  /**
   * The analytics choice a visitor arrives with. Most tests are about something else, so they come
   * as someone who already said no (the build under test has analytics configured); the analytics
   * tests arrive with none, or with their own.
   */
  analyticsConsent: 'granted' | 'denied' | null;
  storedConsent: void;
  /** Console errors a test expects, such as the 400 the sign-in service answers to a wrong password. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
  /** Every page's open requests, for `settled`. */
  noteRequests: void;
};

/**
 * A group's code that names no group is answered 404 (`group_not_found`), which its pages word as
 * "We can't find this group", as the not-found page is one.
 */
export const isUnknownGroup = (url: string) =>
  /\/api\/(me\/)?groups\/[A-Z0-9]+$/.test(new URL(url).pathname);

/** Every page test fails on an unexpected console error or an uncaught exception in the page. */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  analyticsConsent: ['denied', { option: true }],
  storedConsent: [
    async ({ context, analyticsConsent }, use) => {
      if (analyticsConsent) {
        await context.addInitScript((choice) => {
          const key = 'pathwise:analytics-consent';
          if (localStorage.getItem(key) === null) {
            localStorage.setItem(
              key,
              JSON.stringify({ version: 1, choice, at: new Date().toISOString() }),
            );
          }
        }, analyticsConsent);
      }
      await use();
    },
    { auto: true },
  ],
  noteRequests: [
    async ({ context }, use) => {
      trackRequests(context);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // The not-found page itself is a 404, as it should be; the browser logs that as an error.
      const missingPages = new Set<string>();
      page.on('response', (response) => {
        if (
          response.status() === 404 &&
          (response.request().isNavigationRequest() || isUnknownGroup(response.url()))
        )
          missingPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/status of 404/.test(message.text()) && missingPages.has(message.location().url))
          return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // Any other 404 is never expected: a read of something not there yet answers null.
      const unexpected = errors.filter(
        (text) =>
          /status of 404/.test(text) ||
          !expectedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
