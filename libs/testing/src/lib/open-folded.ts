import { userEvent, waitFor } from 'storybook/test';

/**
 * Opens controls a phone-sized page folds behind a "Show …" button (`PhoneCollapsible`), as a person
 * would, once the page has drawn it; on a wider page, where the controls show and the button is
 * hidden, leaves it.
 */
export async function openFolded(canvasElement: HTMLElement, label: string) {
  const toggle = await waitFor(
    () => {
      const found = [...canvasElement.querySelectorAll('button[aria-expanded]')].find((button) =>
        button.textContent?.startsWith(`Show ${label}`),
      );
      if (!found) throw new Error(`No "Show ${label}" button yet`);
      return found;
    },
    { timeout: 5000 },
  );
  if (toggle.checkVisibility?.() !== false) await userEvent.click(toggle);
}
