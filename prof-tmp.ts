import { chromium } from 'playwright';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/browser/chromium.ts';
import { startNpmStartServer } from './scripts/bench/npm-start-server.ts';

const route = process.argv[2] ?? '/v2/pg-onboarding';
const server = await startNpmStartServer('4455');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const run of [1, 2]) {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    const before = await context.newPage();
    await before.goto(server.base + route);
    await before.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30000 }).catch(() => 0);
    await before.waitForLoadState('networkidle');
    await before.close();
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      window.__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
      const mo = new MutationObserver(() => { if (window.__pathwiseHydrated && !window.__hyd) window.__hyd = performance.now(); });
      document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { subtree: true, childList: true, attributes: true }));
    })()`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 51200, uploadThroughput: 51200 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (run === 2) await cdp.send('Profiler.enable'), await cdp.send('Profiler.start');
    await page.goto(server.base + route);
    await page.waitForFunction(() => (window as any).__pathwiseHydrated === true, undefined, { timeout: 30000 });
    await page.waitForTimeout(1500);
    if (run === 2) { const { profile } = await cdp.send('Profiler.stop'); writeFileSync('/tmp/ret.cpuprofile', JSON.stringify(profile)); }
    const info = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = performance.getEntriesByType('resource').map((r: any) => [r.name.replace(location.origin, '').slice(0, 50), Math.round(r.startTime), Math.round(r.responseEnd), Math.round(r.workerStart)]);
      const paint = performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]);
      return { nav: { workerStart: Math.round(nav.workerStart), fetchStart: Math.round(nav.fetchStart), responseStart: Math.round(nav.responseStart), responseEnd: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd) }, paint, res, lt: (window as any).__lt, hyd: Math.round((window as any).__hyd ?? -1) };
    });
    console.log(JSON.stringify(info, null, 0));
    await context.close();
  }
} finally { await browser.close(); server.stop(); }
