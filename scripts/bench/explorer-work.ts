import { type Page, type Route, chromium } from 'playwright';
import { API_OPERATIONS, apiCall } from '@pathwise/contract';
import { catalogueCareers } from '../../libs/api/src/lib/careers/catalogue-fixtures.ts';
import {
  type SearchableCareer,
  answerCareerSearch,
} from '../../libs/api/src/lib/careers/career-search.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium.ts';

/**
 * Main-thread work, in ms, of using the career explorer: Chrome's own count of busy main-thread
 * time (TaskDuration) per keystroke, from the key press until the search box shows the character
 * and two frames have been drawn. Typing "softwear engineer" one key at a time, then clearing the
 * box, then picking an interest area (a click, counted the same way until the choice shows).
 *
 * The preview server has no API, so the bench answers GET /api/careers itself with the explorer
 * stories' mock: their 1,000 careers (the shared fixtures and made-up ones, no O*NET data needed)
 * searched with MiniSearch as the API does. The figures are the page's own work, not the server's:
 * the answers take no main-thread time in the page.
 */
export type ExplorerStep = {
  /** The key pressed, or what was clicked. */
  action: string;
  /** From the key press until it shows and two frames are drawn. */
  inputMs: number;
  /** After that, until the list shows the results for it and two frames are drawn. */
  resultsMs: number;
};

const TYPED = 'softwear engineer';
const AREA = 'Social';

/** Every step measured: the keystrokes and the area click, each with the search work it caused. */
export async function measureExplorer(baseUrl: string): Promise<ExplorerStep[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await answerCareerSearches(page, catalogueCareers(1000));
    await page.goto(new URL('/v2/pg-explore', baseUrl).href);
    await page.getByRole('list', { name: 'Careers' }).waitFor();
    await page.getByRole('status').filter({ hasText: '1,000 careers' }).waitFor();
    const box = page.getByRole('searchbox', { name: 'Search careers' });
    await box.focus();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    };

    const steps: ExplorerStep[] = [];
    /** Measures one action: `shown` and `settled` are armed in the page before it happens. */
    const step = async (
      action: string,
      arm: { shown: string; settledOn: string },
      act: () => Promise<void>,
    ) => {
      await page.waitForTimeout(100);
      await page.evaluate(armShown(arm.shown));
      await page.evaluate(armSettled(arm.settledOn));
      const before = await busy();
      await act();
      await waitFor(page, 'shown');
      const shown = await busy();
      await waitFor(page, 'settled');
      steps.push({ action, inputMs: shown - before, resultsMs: (await busy()) - shown });
    };

    // A slow typist: every keystroke's search lands before the next key.
    for (let length = 1; length <= TYPED.length; length++) {
      const key = TYPED[length - 1]!;
      const text = TYPED.slice(0, length);
      await step(key, { shown: boxHas(text), settledOn: `“${text.trim()}”` }, () =>
        page.keyboard.press(key === ' ' ? 'Space' : key),
      );
    }

    await page.keyboard.press('ControlOrMeta+A');
    await step('Backspace (clear)', { shown: boxHas(''), settledOn: 'A to Z.' }, () =>
      page.keyboard.press('Backspace'),
    );

    // Found before the clock starts: Playwright's own lookups run in the page and would count.
    const radio = page.getByRole('radio', { name: AREA });
    await radio.scrollIntoViewIfNeeded();
    const where = await radio.boundingBox();
    if (!where) throw new Error(`The ${AREA} choice is not on screen.`);
    await step(
      `click ${AREA}`,
      { shown: areaChecked(AREA), settledOn: `with ${AREA} as the strongest interest` },
      () => page.mouse.click(where.x + where.width / 2, where.y + where.height / 2),
    );
    return steps;
  } finally {
    await browser.close();
  }
}

// The in-page waits are plain source text: the bench runs through a transpiler that would wrap
// named functions in helpers the page doesn't have. They wait without polling (polling, and
// Playwright's role queries, would count as the page's work): a listener or mutation observer set
// up before the action resolves once the condition holds and two frames have been drawn. Each ends
// in `undefined` so that Playwright doesn't wait for the promise it stores.

const boxHas = (text: string) =>
  `document.querySelector('input[type="search"]').value === ${JSON.stringify(text)}`;

const areaChecked = (area: string) =>
  `[...document.querySelectorAll('input[type="radio"]')].some(
    (radio) => radio.checked && radio.parentElement.textContent.trim() === ${JSON.stringify(area)})`;

/**
 * Resolves `window.shown` once `condition` holds after an input or change event, or after a redraw
 * (a controlled radio button shows as chosen only when React has drawn the new choice).
 */
const armShown = (condition: string) => `
  window.shown = new Promise((resolve) => {
    const holds = () => ${condition};
    const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (holds()) return drawn();
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (!holds()) return;
      observer.disconnect();
      document.removeEventListener('input', check);
      document.removeEventListener('change', check);
      drawn();
    };
    document.addEventListener('input', check);
    document.addEventListener('change', check);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  undefined;
`;

/** Resolves `window.settled` once the result count mentions `text` and the list is not busy. */
const armSettled = (text: string) => `
  window.settled = new Promise((resolve) => {
    const holds = () => {
      const status = document.querySelector('[role="status"]');
      const list = document.querySelector('[role="list"][aria-label="Careers"]');
      return Boolean(status?.textContent.includes(${JSON.stringify(text)})) &&
        list?.getAttribute('aria-busy') !== 'true';
    };
    const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (holds()) return drawn();
    const observer = new MutationObserver(() => {
      if (!holds()) return;
      observer.disconnect();
      drawn();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
  undefined;
`;

async function waitFor(page: Page, promise: 'shown' | 'settled') {
  await page.evaluate(
    (name) =>
      Promise.race([
        (window as unknown as Record<string, Promise<void>>)[name],
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`The explorer never became ${name}.`)), 10_000),
        ),
      ]),
    promise,
  );
}

/* ---- The bench's stand-in for GET /api/careers: the explorer stories' own mock ---- */

/** Answers the explorer's requests as the API would: search, filters, pages, cursors. */
async function answerCareerSearches(page: Page, careers: readonly SearchableCareer[]) {
  await page.route(
    (url) => url.pathname === apiCall(API_OPERATIONS.searchCareers).url,
    async (route: Route) => {
      const { status, body } = answerCareerSearch(careers, route.request().url());
      await route.fulfill({
        status,
        json: body,
        contentType: status === 200 ? 'application/json' : 'application/problem+json',
      });
    },
  );
}
