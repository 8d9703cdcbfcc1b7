import type { Page } from '@playwright/test';

/** The least height a control needs to be pressed with a finger. */
export const TOUCH_HEIGHT = 44;

/**
 * The controls drawn on the page (links, buttons, tabs, fields) less than 44 px high, described by
 * their kind and words. A checkbox or radio is measured by its label, which is what a finger
 * presses; a link inside a sentence is left out, as WCAG 2.5.8 leaves it (it can only be as tall as
 * the line it is on). `within` picks the parts of the page measured (a CSS selector).
 */
export async function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ([least, scope]) => {
      // A link among the words of a sentence: text runs beside it, or beside the inline words it is in.
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A') return false;
        for (
          let node: Element | null = element;
          node && getComputedStyle(node).display === 'inline';
          node = node.parentElement
        ) {
          const self = node;
          const textBeside = [...(self.parentNode?.childNodes ?? [])].some(
            (sibling) =>
              sibling !== self &&
              sibling.nodeType === Node.TEXT_NODE &&
              Boolean(sibling.textContent?.trim()),
          );
          if (textBeside) return true;
        }
        return false;
      };
      const controls = [...document.querySelectorAll(scope)].flatMap((part) => [
        ...part.querySelectorAll('a, button, [role=tab], input, select, textarea'),
      ]);
      return controls
        .map((element) => {
          const choice =
            element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type)
              ? element.closest('label')
              : null;
          return { element, box: (choice ?? element).getBoundingClientRect() };
        })
        .filter(({ element, box }) => {
          // Drawn (not hidden, not the 1 px of a screen-reader-only skip link) and not in a sentence.
          if (box.width <= 1 || box.height <= 1) return false;
          if (getComputedStyle(element).visibility === 'hidden') return false;
          return !inSentence(element) && box.height < least - 0.5;
        })
        .map(({ element, box }) => {
          const words =
            element.getAttribute('aria-label') ??
            (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          return `${element.tagName.toLowerCase()} “${words}” ${Math.round(box.height)} px`;
        });
    },
    [TOUCH_HEIGHT, within] as const,
  );
}
