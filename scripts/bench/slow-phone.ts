/**
 * A visitor on a slow phone: 320×640, a slow mobile network (400 ms latency, 50 KB/s each way)
 * and a CPU four times slower, through Chromium's own throttling (DevTools protocol). For each open
 * page's main control (the test's Start, the sign-in form's button, onboarding's Next, a career's
 * Save, the card sort's first card, audio's Start): when the page's heading shows, when a tap on it
 * first works, and the bytes transferred. Twice: for a new visitor (a fresh profile), and for one
 * returning (the page opened once before, unthrottled, so the browser and the service worker hold
 * what that visit kept).
 *   tsx scripts/bench/web.ts --slow_phone_only [--runs 3]   (or part of npm run bench:web)
 *
 * The tap: from the moment the address is asked for, the control is tapped every 250 ms where it
 * sits, as an impatient person does, until what it does shows. A tap the page holds until it is
 * ready counts from when it was made, and works when its effect shows; a tap the page drops is
 * simply followed by the next one.
 */
import { type Browser, type CDPSession, type Page, chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';
import { median } from './lighthouse.ts';

/** A page's main control: the button's name, and words on the page that say the tap worked. */
export type MainControl = { route: string; control: string; works: string };

export const MAIN_CONTROLS: MainControl[] = [
  { route: '/personality-test', control: 'Start the test', works: 'Question 1 of 120' },
  { route: '/login', control: 'Sign in', works: 'Enter your email address.' },
  { route: '/v2/pg-onboarding', control: 'Next', works: 'Step 2 of' },
  {
    route: '/v2/pg-career-details?code=29-1141.00',
    control: 'Save Registered Nurses to favourites',
    works: 'Saved in this browser',
  },
  { route: '/v2/pg-canvas', control: 'Love it', works: 'put in Love it' },
  { route: '/v3/audio', control: 'Start', works: ' answered' },
];

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
/** Where a control below the first screen is brought to (the page is scrolled as it arrives). */
const SCROLLED_TO_Y = 240;

export type SlowPhoneRun = {
  /** From asking for the address until the page's h1 has text and has been painted. */
  headingMs: number;
  /** The first tap the page received (taps before there is a page land nowhere). */
  firstTapMs: number | null;
  /** Until what the tap does shows. */
  tapWorksMs: number | null;
  /** Taps made until then. */
  taps: number;
  /** Everything transferred until the network settled after the tap, headers included. */
  bytes: number;
  scriptBytes: number;
};

/**
 * Set up in the page before its own scripts: notes when the h1 shows (the frame after it has text,
 * and not before the first paint), the taps that arrive, and when `works` shows in the page's main
 * part; brings a control below the first screen up to where it is tapped, as a person scrolls to
 * it. Plain source text, as the transpiler the bench runs through would wrap named functions in
 * helpers.
 */
const watchScript = (works: string, scrollY: number) => `(() => {
  const WORKS = ${JSON.stringify(works)};
  const SCROLL_Y = ${scrollY};
  const seen = (window.__slowPhone = { heading: null, taps: [], works: null });
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
  let worksPending = false;
  let queued = false;
  const check = () => {
    queued = false;
    if (SCROLL_Y && seen.works === null && Math.abs(scrollY - SCROLL_Y) > 2) scrollTo(0, SCROLL_Y);
    if (seen.heading === null && !headingPending) {
      const h1 = document.querySelector('h1');
      if (h1 && h1.textContent.trim() && h1.getBoundingClientRect().height > 0) {
        headingPending = true;
        painted((at) => (seen.heading = at));
      }
    }
    const main = document.querySelector('main');
    if (seen.works === null && !worksPending && main && main.textContent.includes(WORKS)) {
      worksPending = true;
      painted((at) => (seen.works = at));
    }
  };
  // At most once a frame: reading the page's text on every change would slow the page measured.
  const soon = () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(check);
    }
  };
  new MutationObserver(soon).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('click', (event) => { if (event.isTrusted) seen.taps.push(event.timeStamp); }, true);
})();`;

type Watched = { heading: number | null; taps: number[]; works: number | null };

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

/** Where the control is tapped, and how far the page is scrolled for it (read without throttling). */
type Place = { x: number; y: number; scrollY: number };

async function controlPlace(page: Page, url: string, control: string): Promise<Place> {
  await page.goto(url);
  const box = await page
    .getByRole('button', { name: control, exact: true })
    .first()
    .boundingBox({ timeout: 30_000 });
  if (!box) throw new Error(`No "${control}" button on ${url}.`);
  // Below the first screen, the page is scrolled to bring it to SCROLLED_TO_Y.
  const scrollY = box.y + box.height > VIEWPORT.height ? box.y - SCROLLED_TO_Y : 0;
  return { x: box.x + box.width / 2, y: box.y - scrollY + box.height / 2, scrollY };
}

/** A returning visitor: the page opened once before, until the service worker looks after it. */
async function visitBefore(page: Page, url: string) {
  await page.goto(url);
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    })
    .catch(() => undefined);
  // The worker keeps the app's files as it installs: until the network is quiet.
  await page.waitForLoadState('networkidle');
}

async function oneRun(
  browser: Browser,
  url: string,
  { works }: MainControl,
  at: Place,
  returning: boolean,
): Promise<SlowPhoneRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    if (returning) {
      const before = await context.newPage();
      await visitBefore(before, url);
      await before.close();
    }
    const page = await context.newPage();
    await page.addInitScript(watchScript(works, at.scrollY));
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
    // cadence; each is a touch, as a finger gives it.
    const tapper = setInterval(() => {
      taps++;
      const point = { x: at.x, y: at.y, radiusX: 4, radiusY: 4, force: 1, id: 1 };
      void cdp
        .send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
        .then(() => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }))
        .catch(() => undefined);
    }, TAP_EVERY_MS);
    try {
      await navigation;
      while (Date.now() - started < GIVE_UP_MS) {
        const now = await read();
        if (now?.works != null) break;
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
      tapWorksMs: final.works,
      taps: final.works === null ? taps : final.taps.filter((tap) => tap <= final.works!).length,
      bytes: network.totals.bytes,
      scriptBytes: network.totals.scriptBytes,
    };
  } finally {
    await context.close();
  }
}

export type SlowPhoneFigures = {
  route: string;
  control: string;
  visitor: 'new' | 'returning';
  runs: SlowPhoneRun[];
};

/** `runs` runs of each page's main control, for a new and a returning visitor, each in a fresh profile. */
export async function slowPhone(
  base: string,
  controls = MAIN_CONTROLS,
  runs = 3,
): Promise<SlowPhoneFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const places = new Map<string, Place>();
    const page = await browser.newPage({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
    for (const spec of controls)
      places.set(spec.route, await controlPlace(page, `${base}${spec.route}`, spec.control));
    await page.close();
    const figures: SlowPhoneFigures[] = [];
    for (const visitor of ['new', 'returning'] as const)
      for (const spec of controls) {
        const all: SlowPhoneRun[] = [];
        for (let i = 0; i < runs; i++)
          all.push(
            await oneRun(
              browser,
              `${base}${spec.route}`,
              spec,
              places.get(spec.route)!,
              visitor === 'returning',
            ),
          );
        figures.push({ route: spec.route, control: spec.control, visitor, runs: all });
      }
    return figures;
  } finally {
    await browser.close();
  }
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
    `\nSlow phone: ${VIEWPORT.width}×${VIEWPORT.height}, ${NETWORK.latency} ms latency, ${NETWORK.downloadThroughput / 1024} KB/s, CPU ${CPU_SLOWDOWN}× slower; median of ${figures[0]?.runs.length ?? 0} (min–max)`,
  );
  console.log(
    '  visitor    page                                   main control       heading s         first tap s       tap works s       taps   all KiB              JS KiB',
  );
  for (const { route, control, visitor, runs } of figures) {
    const taps = runs.map((run) => run.taps);
    const label = control.length > 18 ? `${control.slice(0, 16)}…` : control;
    console.log(
      `  ${visitor.padEnd(10)} ${route.padEnd(38)} ${label.padEnd(18)} ${spreadOf(
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
    '  (heading: the h1 painted; first tap: the first tap on the control the page received; tap works: what it does shows; taps: made until then; returning: the page opened once before)',
  );
}
