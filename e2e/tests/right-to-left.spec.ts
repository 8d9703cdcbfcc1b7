import type { Page } from '@playwright/test';
import { guardedRoutes, prerenderedHeadings, routeHeadings } from '@pathwise/testing/fixtures';
import { expect, test } from './fixtures';
import { hydrated } from './hydrated';
import { misfits } from './misfits';
import { settled } from './settled';

/*
 * A right-to-left pseudo-language: the English pages laid out as Arabic or Hebrew would be
 * (`dir="rtl"` on the document). The layout uses logical properties (start and end), so the whole
 * page mirrors; nothing may overlap, run outside its box or leave the screen.
 */

const OPEN_ROUTES = routeHeadings.filter(([path]) => !guardedRoutes.has(path));
const PRERENDERED = new Set(prerenderedHeadings.map(([path]) => path));

/** Visible controls drawn over one another (one inside the other is fine: a link in a card). */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>('button, a, input, select, textarea'),
    ].filter((control) => {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        !style.clipPath.startsWith('inset(50%') &&
        // Radios and checkboxes drawn under their labels are seen through the label.
        style.opacity !== '0'
      );
    });
    const found: string[] = [];
    const name = (control: HTMLElement) =>
      (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName)
        .trim()
        .slice(0, 40);
    // A link wrapped over two lines is two boxes, not the rectangle around both.
    const boxes = (control: HTMLElement) => [...control.getClientRects()];
    const meet = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (const [index, one] of controls.entries()) {
      for (const other of controls.slice(index + 1)) {
        if (one.contains(other) || other.contains(one)) continue;
        if (boxes(one).some((a) => boxes(other).some((b) => meet(a, b))))
          found.push(`"${name(one)}" overlaps "${name(other)}"`);
      }
    }
    return found;
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`right to left at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every open page mirrors with nothing overlapping, cut off or off the screen', async ({
      page,
    }) => {
      test.slow();
      const found: string[] = [];
      for (const [path, heading] of OPEN_ROUTES) {
        await page.goto(path);
        const title = page.getByRole('heading', { level: 1, name: heading });
        await expect(title).toBeVisible({ timeout: 15_000 });
        // The app sets the page's direction as it starts: only then may the test turn it.
        if (PRERENDERED.has(path)) await hydrated(page);
        await settled(page);
        await page.evaluate(() => {
          document.documentElement.dir = 'rtl';
        });
        // The page mirrors: its heading now starts at the right-hand side of its column.
        await expect
          .poll(() => title.evaluate((element) => getComputedStyle(element).direction))
          .toBe('rtl');
        const home = page.getByRole('banner').getByRole('link').first();
        const box = await home.boundingBox();
        if (!box || box.x + box.width / 2 < viewport.width / 2)
          found.push(`${path}: the header's first link is not on the right`);
        found.push(...(await misfits(page)).map((misfit) => `${path}: ${misfit}`));
        found.push(...(await overlaps(page)).map((overlap) => `${path}: ${overlap}`));
      }
      expect(found).toEqual([]);
    });
  });
}
