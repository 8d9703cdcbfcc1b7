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
    // A plain attribute check, polled sparingly: Playwright's role queries compute accessible names
    // in the page, which would count as the page's own work.
    const shown = (question: number) =>
      page.waitForFunction(
        (label) =>
          document.querySelector('[role="progressbar"]')?.getAttribute('aria-label') === label,
        `Question ${question} of 120`,
        { polling: 50 },
      );
    const work: number[] = [];
    for (let index = 0; index < count; index++) {
      await shown(index + 1);
      await page.waitForTimeout(100);
      const before = await busy();
      // A trusted key press from the browser's input pipeline, as a person's would be.
      await page.keyboard.press(String((index % 5) + 1));
      await shown(index + 2);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      work.push((await busy()) - before);
    }
    return work;
  } finally {
    await browser.close();
  }
}
