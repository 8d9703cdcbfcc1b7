import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's default (mobile, simulated throttling) run of one URL; the median of `runs` runs, since scores vary here. */
export async function lighthouseMedian(
  url: string,
  runs = 3,
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error('Lighthouse returned no result.');
      const { categories, audits } = result.lhr;
      all.push({
        performance: Math.round((categories['performance']?.score ?? 0) * 100),
        accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    performance: median(all.map((r) => r.performance)),
    accessibility: median(all.map((r) => r.accessibility)),
    lcpMs: median(all.map((r) => r.lcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    cls: median(all.map((r) => r.cls)),
    runs: all,
  };
}
