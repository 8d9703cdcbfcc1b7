/**
 * A new visitor on a slow phone: 320×640, a slow mobile network (400 ms latency, 50 KB/s each way)
 * and a CPU four times slower, through Chromium's own throttling (DevTools protocol). For each page:
 * when its heading shows, when a tap first works, and the bytes it transferred.
 *   tsx scripts/bench/web.ts --slow_phone_only [--runs 3]   (or part of npm run bench:web)
 *
 * The tap: from the moment the address is asked for, the header's Menu button is tapped every
 * 250 ms where it sits, as an impatient person does, until the menu shows. A tap the page holds
 * until it is ready counts from when it was made, and works when the menu shows; a tap the page
 * drops is simply followed by the next one.
 */
import { type CDPSession, type Page, chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';
import { median } from './lighthouse.ts';

export const SLOW_PHONE_ROUTES = ['/', '/v2/pg-canvas', '/v2/pg-career-details?code=29-1141.00'];

const VIEWPORT = { width: 320, height: 640 };
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 50 * 1024,
};
const CPU_SLOWDOWN = 4;
const TAP_EVERY_MS = 250;
/** A page that hasn't answered a tap by then is reported as never. */
const GIVE_UP_MS = 40_000;
/** The network counts as settled after this long without a request in flight. */
const QUIET_MS = 2_000;
const MENU_BUTTON = 'button[aria-controls="site-menu"]';

export type SlowPhoneRun = {
  /** From asking for the address until the page's h1 has text and has been painted. */
  headingMs: number;
  /** The first tap the page received (taps before there is a page land nowhere). */
  firstTapMs: number | null;
  /** Until the menu a tap opened shows. */
  tapWorksMs: number | null;
  /** Taps made until then. */
  taps: number;
  /** Everything transferred until the network settled after the tap, headers included. */
  bytes: number;
  scriptBytes: number;
};

/**
 * Set up in the page before its own scripts: notes when the h1 shows (the frame after it has text,
 * and not before the first paint), the taps that arrive, and when the menu shows. Plain source
 * text, as the transpiler the bench runs through would wrap named functions in helpers.
 */
const WATCH = `(() => {
  const seen = (window.__slowPhone = { heading: null, taps: [], menu: null });
  let firstPaint = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') firstPaint ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const painted = (set) =>
    requestAnimationFrame(() => {
      const now = performance.now();
      set(firstPaint === null ? now : Math.max(now, firstPaint));
    });
  let headingPending = false;
  let menuPending = false;
  const check = () => {
    if (seen.heading === null && !headingPending) {
      const h1 = document.querySelector('h1');
      if (h1 && h1.textContent.trim() && h1.getBoundingClientRect().height > 0) {
        headingPending = true;
        painted((at) => (seen.heading = at));
      }
    }
    if (seen.menu === null && !menuPending && document.getElementById('site-menu')) {
      menuPending = true;
      painted((at) => (seen.menu = at));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('click', (event) => { if (event.isTrusted) seen.taps.push(event.timeStamp); }, true);
})();`;

type Watched = { heading: number | null; taps: number[]; menu: number | null };

/** The network's bytes, as transferred, counted from the protocol's events. */
function countBytes(cdp: CDPSession) {
  const types = new Map<string, string | undefined>();
  const inFlight = new Set<string>();
  const totals = { bytes: 0, scriptBytes: 0, lastActivity: Date.now() };
  cdp.on('Network.requestWillBeSent', (event) => {
    types.set(event.requestId, event.type);
    inFlight.add(event.requestId);
    totals.lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    totals.bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') totals.scriptBytes += event.encodedDataLength;
    inFlight.delete(event.requestId);
    totals.lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    totals.lastActivity = Date.now();
  });
  const settled = () => inFlight.size === 0 && Date.now() - totals.lastActivity >= QUIET_MS;
  return { totals, settled };
}

/** Where the Menu button sits at 320 px, read once from the page without throttling. */
async function menuButtonCentre(page: Page, url: string) {
  await page.goto(url);
  const box = await page.locator(MENU_BUTTON).boundingBox({ timeout: 30_000 });
  if (!box) throw new Error(`No Menu button on ${url}.`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function oneRun(url: string, at: { x: number; y: number }): Promise<SlowPhoneRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // A new visitor: a fresh profile, nothing cached or stored.
    const context = await browser.newContext({
      viewport: VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(WATCH);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const network = countBytes(cdp);

    let watched: Watched | null = null;
    const read = async () => {
      watched = (await page
        .evaluate('window.__slowPhone ?? null')
        .catch(() => null)) as Watched | null;
      return watched;
    };
    const navigation = page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    const started = Date.now();
    let taps = 0;
    // Taps are sent without waiting for the page to take them, so a busy page doesn't slow the
    // cadence; each is a press and release of the mouse at the button's place.
    const tapper = setInterval(() => {
      taps++;
      for (const type of ['mousePressed', 'mouseReleased'] as const)
        void cdp
          .send('Input.dispatchMouseEvent', { type, ...at, button: 'left', clickCount: 1 })
          .catch(() => undefined);
    }, TAP_EVERY_MS);
    try {
      await navigation;
      while (Date.now() - started < GIVE_UP_MS) {
        const now = await read();
        if (now?.menu != null) break;
        await page.waitForTimeout(100);
      }
    } finally {
      clearInterval(tapper);
    }
    while (!network.settled() && Date.now() - started < GIVE_UP_MS + 30_000)
      await page.waitForTimeout(250);
    const final = (await read()) ?? watched;
    if (final?.heading == null) throw new Error(`${url}: no heading showed.`);
    const firstTap = final.taps[0] ?? null;
    return {
      headingMs: final.heading,
      firstTapMs: firstTap,
      tapWorksMs: final.menu,
      taps: final.menu === null ? taps : final.taps.filter((tap) => tap <= final.menu!).length,
      bytes: network.totals.bytes,
      scriptBytes: network.totals.scriptBytes,
    };
  } finally {
    await browser.close();
  }
}

export type SlowPhoneFigures = { route: string; runs: SlowPhoneRun[] };

/** `runs` runs of each route, each in a fresh browser. */
export async function slowPhone(
  base: string,
  routes = SLOW_PHONE_ROUTES,
  runs = 3,
): Promise<SlowPhoneFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const places = new Map<string, { x: number; y: number }>();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
    for (const route of routes) places.set(route, await menuButtonCentre(page, `${base}${route}`));
  } finally {
    await browser.close();
  }
  const figures: SlowPhoneFigures[] = [];
  for (const route of routes) {
    const all: SlowPhoneRun[] = [];
    for (let i = 0; i < runs; i++) all.push(await oneRun(`${base}${route}`, places.get(route)!));
    figures.push({ route, runs: all });
  }
  return figures;
}

/**
 * "median (min–max)" of one figure over the runs; runs where it never happened are counted apart
 * ("in 2 of 3 runs"), or "never".
 */
export function spreadOf(values: (number | null)[], format: (value: number) => string): string {
  const happened = values.filter((value): value is number => value !== null);
  if (!happened.length) return 'never';
  const range = `${format(median(happened))} (${format(Math.min(...happened))}–${format(Math.max(...happened))})`;
  return happened.length === values.length
    ? range
    : `${range} in ${happened.length} of ${values.length} runs`;
}

export function printSlowPhone(figures: SlowPhoneFigures[]) {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nSlow phone: ${VIEWPORT.width}×${VIEWPORT.height}, ${NETWORK.latency} ms latency, ${NETWORK.downloadThroughput / 1024} KB/s, CPU ${CPU_SLOWDOWN}× slower; median of ${figures[0]?.runs.length ?? 0} (min–max), new visitor`,
  );
  console.log(
    '  page                                      heading s         first tap s       tap works s       taps   all KiB              JS KiB',
  );
  for (const { route, runs } of figures) {
    const taps = runs.map((run) => run.taps);
    console.log(
      `  ${route.padEnd(41)} ${spreadOf(
        runs.map((run) => run.headingMs),
        seconds,
      ).padEnd(17)} ${spreadOf(
        runs.map((run) => run.firstTapMs),
        seconds,
      ).padEnd(17)} ${spreadOf(
        runs.map((run) => run.tapWorksMs),
        seconds,
      ).padEnd(17)} ${String(median(taps)).padEnd(6)} ${spreadOf(
        runs.map((run) => run.bytes),
        kib,
      ).padEnd(20)} ${spreadOf(
        runs.map((run) => run.scriptBytes),
        kib,
      )}`,
    );
  }
  console.log(
    '  (heading: the h1 painted; first tap: the first tap on the Menu button the page received; tap works: the menu it opened shows)',
  );
}
