import type { Page } from '@playwright/test';

/** The layout shifts a page has had so far, summed as CLS counts them. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) => sum + ((entry as PerformanceEntry & { value: number }).value ?? 0),
                0,
              ),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all means no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );
