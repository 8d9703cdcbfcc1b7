import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript as transferred (compressed, when the server compresses), in bytes. */
  scriptBytes: number;
};

export type FormFactor = 'mobile' | 'desktop';

/** The bytes of script the page transferred, from Lighthouse's resource summary. */
function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Lighthouse runs of one URL with its default simulated throttling, as a phone (the default) or a
 * desktop; the median of `runs` runs, since scores vary here.
 */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  formFactor: FormFactor = 'mobile',
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const config =
    formFactor === 'desktop'
      ? (await import('lighthouse/core/config/desktop-config.js')).default
      : undefined;
  const all: LighthouseFigures[] = [];
  let failures = 0;
  for (let i = 0; i < runs; i++) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        config,
      );
      if (!result) throw new Error('Lighthouse returned no result.');
      // A run Lighthouse could not complete (it says why) is run again rather than counted as zero.
      if (result.lhr.runtimeError) {
        console.warn(`  (a run failed: ${result.lhr.runtimeError.message}; running it again)`);
        if (++failures > runs) throw new Error(`Lighthouse keeps failing on ${url}.`);
        i--;
        continue;
      }
      const { categories, audits } = result.lhr;
      all.push({
        performance: Math.round((categories['performance']?.score ?? 0) * 100),
        accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
        fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        scriptBytes: scriptTransferBytes(audits['resource-summary']?.details),
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    performance: median(all.map((r) => r.performance)),
    accessibility: median(all.map((r) => r.accessibility)),
    fcpMs: median(all.map((r) => r.fcpMs)),
    lcpMs: median(all.map((r) => r.lcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    cls: median(all.map((r) => r.cls)),
    scriptBytes: median(all.map((r) => r.scriptBytes)),
    runs: all,
  };
}
