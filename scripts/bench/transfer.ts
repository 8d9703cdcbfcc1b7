import { request } from 'node:http';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';

export type Transfer = { url: string; bytes: number; endedMs: number };

export type PageTransfers = {
  /** When the load event fired, from the start of navigation. */
  loadMs: number;
  /** When the network went idle: the last response before a quiet spell, from the same start. */
  idleMs: number;
  /** Every script the page received until the network was idle, as transferred (compressed). */
  scripts: Transfer[];
};

/** The network counts as idle after this long with no request in flight. */
const QUIET_MS = 2000;
/** A page whose network is still busy then is reported as it is. */
const MAX_WATCH_MS = 20_000;

/**
 * What a browser receives for a page, read from Chromium's network events (bytes as transferred,
 * headers included): the scripts, when each finished, when the load event fired and when the
 * network went idle (nothing in flight for two seconds), so what loads after the page is seen too.
 */
export async function pageTransfers(url: string): Promise<PageTransfers> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    const requests = new Map<string, { url: string; type?: string }>();
    const inFlight = new Set<string>();
    const scripts: Transfer[] = [];
    let started: number | null = null;
    let loadAt: number | null = null;
    let lastMs = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      started ??= event.timestamp;
      requests.set(event.requestId, { url: event.request.url, type: event.type });
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    const ended = (requestId: string) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', (event) => {
      ended(event.requestId);
      if (started === null) return;
      const endedMs = (event.timestamp - started) * 1000;
      lastMs = Math.max(lastMs, endedMs);
      const request = requests.get(event.requestId);
      if (request?.type === 'Script')
        scripts.push({ url: request.url, bytes: event.encodedDataLength, endedMs });
    });
    cdp.on('Network.loadingFailed', (event) => ended(event.requestId));
    cdp.on('Page.loadEventFired', (event) => {
      if (started !== null) loadAt ??= (event.timestamp - started) * 1000;
    });
    const begun = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while (
      (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) &&
      Date.now() - begun < MAX_WATCH_MS
    )
      await page.waitForTimeout(100);
    if (loadAt === null) throw new Error(`No load event for ${url}.`);
    return { loadMs: loadAt, idleMs: lastMs, scripts };
  } finally {
    await browser.close();
  }
}

/** A file's size as sent with one encoding ('gzip' or 'br'), read without decoding it. */
export function encodedSize(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
