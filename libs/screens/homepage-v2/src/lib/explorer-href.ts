import { paths } from '@pathwise/routes';

/** The explorer takes at most this many characters of search. */
export const SEARCH_MAX_LENGTH = 100;

/** The explorer's address for a search; blank text opens the whole list. */
export function explorerHref(text: string): string {
  const q = text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return q ? `${paths.explorer}?${new URLSearchParams({ q })}` : paths.explorer;
}

/** The explorer narrowed to one interest area. */
export const explorerAreaHref = (area: string) =>
  `${paths.explorer}?${new URLSearchParams({ area })}`;
