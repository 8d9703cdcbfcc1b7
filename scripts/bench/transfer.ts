import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';

export type Transfer = { url: string; bytes: number; endedMs: number };

export type PageTransfers = {
  /** When the load event fired, from the start of navigation. */
  loadMs: number;
  /** Every script the page received within the watched time, as transferred (compressed). */
  scripts: Transfer[];
};

/**
 * What a browser receives for a page, read from Chromium's network events (bytes as transferred,
 * headers included): the scripts, when each finished, and when the load event fired. Watches for
 * `watchMs` after navigation starts, so what loads at idle is seen too.
 */
export async function pageTransfers(url: string, watchMs = 5000): Promise<PageTransfers> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    const requests = new Map<string, { url: string; type?: string }>();
    const scripts: Transfer[] = [];
    let started: number | null = null;
    let loadAt: number | null = null;
    cdp.on('Network.requestWillBeSent', (event) => {
      started ??= event.timestamp;
      requests.set(event.requestId, { url: event.request.url, type: event.type });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request?.type !== 'Script' || started === null) return;
      const endedMs = (event.timestamp - started) * 1000;
      scripts.push({ url: request.url, bytes: event.encodedDataLength, endedMs });
    });
    cdp.on('Page.loadEventFired', (event) => {
      if (started !== null) loadAt ??= (event.timestamp - started) * 1000;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(watchMs);
    if (loadAt === null) throw new Error(`No load event for ${url}.`);
    return { loadMs: loadAt, scripts };
  } finally {
    await browser.close();
  }
}
