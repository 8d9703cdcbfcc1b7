import { test as base, expect } from '@playwright/test';

type Fixtures = {
  /** Console errors a test expects, such as the 400 the sign-in service answers to a wrong password. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

/** Every page test fails on an unexpected console error or an uncaught exception in the page. */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
