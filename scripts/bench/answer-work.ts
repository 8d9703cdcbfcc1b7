import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';

/**
 * Main-thread work, in ms, of answering one personality-test item and showing the next: Chrome's
 * own count of busy main-thread time (TaskDuration) from the key press until the next question is
 * on screen and a frame has been drawn. The deliberate pause before moving on is idle time, so it
 * is not counted.
 */
export async function answerWork(baseUrl: string, count: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(new URL('/personality-test', baseUrl).href);
    await page.getByRole('button', { name: 'Start the test' }).click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    // Waits without polling: a mutation observer set up before the key press resolves once the
    // progress bar names the next question and two frames have been drawn. Polling (and
    // Playwright's role queries, which compute accessible names) would count as the page's work.
    // Plain source text: the bench runs through a transpiler that would wrap named functions in
    // helpers the page doesn't have. It ends
    // in `undefined` so that Playwright doesn't wait for the promise it stores.
    const armNext = (question: number) =>
      page.evaluate(`
        window.nextShown = new Promise((resolve) => {
          const label = 'Question ${question} of 120';
          const shown = () =>
            document.querySelector('[role="progressbar"]')?.getAttribute('aria-label') === label;
          const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          if (shown()) return drawn();
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            drawn();
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['aria-label'],
          });
        });
        undefined;
      `);
    const nextShown = () =>
      page.evaluate(() => (window as unknown as { nextShown: Promise<void> }).nextShown);
    const work: number[] = [];
    await armNext(1);
    await nextShown();
    for (let index = 0; index < count; index++) {
      await page.waitForTimeout(100);
      await armNext(index + 2);
      const before = await busy();
      // A trusted key press from the browser's input pipeline, as a person's would be.
      await page.keyboard.press(String((index % 5) + 1));
      await nextShown();
      work.push((await busy()) - before);
    }
    return work;
  } finally {
    await browser.close();
  }
}
