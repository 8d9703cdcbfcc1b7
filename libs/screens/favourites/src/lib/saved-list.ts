import type { Favourite } from '@pathwise/contract';

/**
 * The saved careers to show: the account's list without those just removed, plus those being put
 * back that the list doesn't hold yet. Most recently saved first.
 */
export function visibleSaved(
  items: readonly Favourite[],
  hidden: ReadonlySet<string>,
  returning: readonly Favourite[],
): Favourite[] {
  const shown = items.filter((item) => !hidden.has(item.code));
  const codes = new Set(shown.map((item) => item.code));
  return [...shown, ...returning.filter((item) => !codes.has(item.code))].sort(
    (a, b) => b.savedAt.localeCompare(a.savedAt) || a.code.localeCompare(b.code),
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Saved on 2 November 2026". */
export const savedOn = (savedAt: string): string =>
  `Saved on ${dateFormat.format(new Date(savedAt))}`;
