import { formatDate } from '@pathwise/i18n';

/**
 * The day in full as the reader's language writes it ("November 3, 2026", "3 de noviembre de
 * 2026") in their time zone, or null for a date that can't be read.
 */
export function dayInWords(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date);
}
