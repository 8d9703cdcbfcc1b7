import { type BrowserContext, type Page, type Request, expect } from '@playwright/test';

type Tracked = { open: Set<Request>; started: number };
const tracked = new WeakMap<BrowserContext, Tracked>();

/** Notes every request the context's pages open until it closes (see the fixtures). */
export function trackRequests(context: BrowserContext) {
  const requests: Tracked = { open: new Set(), started: 0 };
  tracked.set(context, requests);
  context.on('request', (request) => {
    requests.open.add(request);
    requests.started += 1;
  });
  const done = (request: Request) => void requests.open.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * Resolves once the page has settled: it has been idle (so what the app puts off until then has
 * started) and no request its browser opened is still open, with nothing new started over a whole
 * such round. It waits for that state, not for a stretch of time, so an absence checked after it
 * is one the page had every chance to break.
 */
export async function settled(page: Page) {
  const requests = tracked.get(page.context());
  if (!requests) throw new Error('This browser context does not note its requests.');
  for (;;) {
    const before = requests.started;
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await expect
      .poll(() => requests.open.size, { message: 'requests still open', timeout: 30_000 })
      .toBe(0);
    if (requests.started === before) return;
  }
}
