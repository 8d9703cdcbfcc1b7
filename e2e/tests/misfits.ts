import type { Page } from '@playwright/test';

/**
 * What does not fit the screen: a document wider than the viewport, and any visible button (or a
 * link drawn as one) whose text runs outside it or which reaches past either edge of the screen (the left one when
 * the page reads right to left).
 * Text cut short on purpose (an ellipsis) fits.
 */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > innerWidth)
      found.push(`the page is ${doc.scrollWidth - innerWidth}px wider than the screen`);
    const controls = document.querySelectorAll<HTMLElement>('button, [role="button"], a');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Hidden, or visually hidden for screen readers (a skip link until it has focus).
      const srOnly =
        style.clipPath.startsWith('inset(50%') || /rect\(0px,? 0px,? 0px,? 0px\)/.test(style.clip);
      if (
        srOnly ||
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        style.display === 'inline'
      )
        continue;
      // A control inside a scrolling strip (tabs that scroll sideways) may sit beyond the edge.
      let clipped = false;
      for (let at = control.parentElement; at && at !== document.body; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') {
          clipped = true;
          break;
        }
      }
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      if (!clipped && box.right > innerWidth + 1)
        found.push(
          `"${name.slice(0, 50)}" reaches ${Math.round(box.right - innerWidth)}px past the screen`,
        );
      if (!clipped && box.left < -1)
        found.push(`"${name.slice(0, 50)}" starts ${Math.round(-box.left)}px before the screen`);
      const ellipsis = style.textOverflow === 'ellipsis' || control.querySelector('.truncate');
      if (
        !ellipsis &&
        (control.scrollWidth > control.clientWidth + 1 ||
          control.scrollHeight > control.clientHeight + 1)
      )
        found.push(`the text of "${name.slice(0, 50)}" runs outside its box`);
    }
    return found;
  });
}
