import { formatTag } from './activate';

/*
 * Numbers, money, percentages and dates in the reader's language and region. Money is always US
 * dollars (Pathwise's pay figures are the BLS's), written as the reader's region writes amounts.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${formatTag()}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(formatTag(), options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${formatTag()}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(formatTag(), options)));
  return format;
}

export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) =>
  numberFormat(options).format(value);

/** US dollars, whole by default: "$97,550" in English, "97.550 US$" in Spain. */
export const formatMoney = (dollars: number, options: { cents?: boolean } = {}) =>
  numberFormat({
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: options.cents ? 2 : 0,
    minimumFractionDigits: options.cents ? 2 : 0,
  }).format(dollars);

/** A share from 0 to 1 as a percentage: 0.42 → "42%" ("42 %" in Spanish). */
export const formatPercent = (share: number, fractionDigits = 0) =>
  numberFormat({
    style: 'percent',
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: fractionDigits,
  }).format(share);

/** A day: "26 November 2026" style as the language writes it ("26 de noviembre de 2026"). */
export const formatDate = (
  date: Date | number | string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
) => dateFormat(options).format(typeof date === 'string' ? new Date(date) : date);

/** Words in a list: "A, B and C" / "A, B y C". */
export const formatList = (
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
) => new Intl.ListFormat(formatTag(), { style: 'long', type }).format(items);
