import type { PageSeed } from '@pathwise/store/scope';

/** The element that carries a page's seed from the server to the browser. */
export const PAGE_SEED_ID = 'pathwise-seed';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The data the server rendered this page from (a career page's career), so the first render
 * matches its HTML. Anything malformed is dropped: the screen then asks the API as usual.
 */
export function readPageSeed(doc: Document = document): PageSeed {
  const text = doc.getElementById(PAGE_SEED_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed['careers'])) return {};
    const careers = Object.fromEntries(
      Object.entries(parsed['careers']).filter(
        ([code, career]) => career === null || (isRecord(career) && career['code'] === code),
      ),
    );
    return { careers: careers as PageSeed['careers'] };
  } catch {
    return {};
  }
}
