export type CopyOutcome = 'copied' | 'selected';

export type CopyMeans = {
  /** The Clipboard API, missing on pages not served securely and in older browsers. */
  clipboard?: Pick<Clipboard, 'writeText'>;
  /** The older way: copies what is selected; false when the browser refuses. */
  copySelection: () => boolean;
};

const browserMeans = (): CopyMeans => ({
  clipboard: globalThis.navigator?.clipboard,
  copySelection: () => document.execCommand('copy'),
});

/**
 * Copies `text` with the Clipboard API, else selects it in `field` and copies the selection. When
 * neither works, the text is left selected for the person to copy: 'selected' (with no field on
 * screen yet, the caller shows the text to copy).
 */
export async function copyText(
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement | null,
  means: CopyMeans = browserMeans(),
): Promise<CopyOutcome> {
  try {
    if (means.clipboard) {
      await means.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (no permission, or the page isn't focused): try the older way.
  }
  if (!field) return 'selected';
  field.focus();
  field.select();
  try {
    if (means.copySelection()) return 'copied';
  } catch {
    // Some browsers throw instead of returning false.
  }
  return 'selected';
}
