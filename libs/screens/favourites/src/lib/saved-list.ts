import { t } from '@lingui/core/macro';
import type { Favourite } from '@pathwise/contract';
import { formatDate } from '@pathwise/i18n';

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

/** "Saved on November 2, 2026" ("Guardada el 2 de noviembre de 2026"), the day as saved (UTC). */
export function savedOn(savedAt: string): string {
  const date = formatDate(savedAt, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return t`Saved on ${date}`;
}
