import type { Page } from '@playwright/test';
import { HELD_NAMES } from '@pathwise/testing/fixtures';

/**
 * Stores progress before the page's code runs, as if the visitor had made it in this browser
 * session (the app notes who made what: see progress's held-state.ts). What the page has changed
 * since is left as it is, so a reload keeps the visitor's own moves.
 */
export async function seedProgress(page: Page, entries: Readonly<Record<string, unknown>>) {
  await page.addInitScript(
    ([names, seeded]) => {
      let session = sessionStorage.getItem(names.session);
      if (!session) {
        session = `seeded-${Math.random().toString(36).slice(2)}`;
        sessionStorage.setItem(names.session, session);
      }
      const record = JSON.parse(localStorage.getItem(names.record) ?? '{}') as Record<
        string,
        unknown
      >;
      for (const [key, value] of Object.entries(seeded)) {
        if (localStorage.getItem(key) !== null) continue;
        localStorage.setItem(key, value);
        record[key] = { session, at: new Date().toISOString() };
      }
      localStorage.setItem(names.record, JSON.stringify(record));
    },
    [
      HELD_NAMES,
      Object.fromEntries(
        Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)]),
      ),
    ] as const,
  );
}
