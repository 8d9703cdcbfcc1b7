const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** "3 November 2026" in the reader's time zone, or null for a date that can't be read. */
export function dayInWords(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DAY.format(date);
}
