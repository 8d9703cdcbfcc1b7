import { pageReadsQuery } from '@pathwise/contract/pages';
import {
  DEFAULT_LOCALE,
  type Locale,
  localeOfPath,
  readerLocale,
  withoutLocale,
} from '@pathwise/i18n/locales';

/**
 * The open pages the service worker keeps as they are visited, so a second visit shows one at once
 * and a visit with no network shows the page, not the empty shell. Every one is the same for
 * everyone who asks with the same address and language: the build's prerendered pages, and career
 * pages, which the server renders from the career's code and the language alone. Plain data in
 * and out, so the worker and its tests share it.
 */
export type KeptPages = {
  /** Each prerendered page's address, in every language (the pages manifest's `pages`). */
  open: readonly string[];
  /** The parameters each route's first view reads (the manifest's `queries`). */
  queries: Readonly<Record<string, readonly string[]>>;
  /** The career page's route, without a language, or null for a build without career pages. */
  careerPath: string | null;
};

/**
 * What an address's page is kept under, or null when it is not kept. The server sends the same
 * page for an open page asked with parameters it doesn't read, so those share its key.
 */
export function keptPageKey(url: URL, pages: KeptPages): string | null {
  const path = url.pathname;
  const route = withoutLocale(path);
  if (pages.careerPath !== null && route === pages.careerPath) {
    const code = url.searchParams.get('code');
    if (code) return `${path}?code=${encodeURIComponent(code)}`;
  }
  if (!pages.open.includes(path)) return null;
  return pageReadsQuery(pages.queries, route, url.search.slice(1)) ? null : path;
}

/**
 * Whether a kept page may be shown without asking the server. An English address is sent on to
 * the reader's language when they chose another or their browser prefers one (the server's rule);
 * `choice` is the chosen language, null when none was chosen, or undefined when the worker can't
 * read it, and then only the server can say.
 */
export function keptPageFits(
  path: string,
  choice: Locale | null | undefined,
  languages: readonly string[],
): boolean {
  if (localeOfPath(path) !== DEFAULT_LOCALE) return true;
  if (choice === undefined) return false;
  const wanted = readerLocale(choice, languages);
  return wanted === null || wanted === DEFAULT_LOCALE;
}

/** Whether a response is one to keep: the page itself, which the server lets be kept. */
export function mayKeep(response: Response): boolean {
  const control = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    !/\b(no-store|private)\b/i.test(control)
  );
}
