import { z } from 'zod';

/**
 * Zod schemas for the fields that recur across O*NET files. Every check carries its own message,
 * phrased as what was expected, because that text becomes the `expected` part of a parse error.
 */

function expecting(message: string) {
  return { error: message };
}

/** `"A"`, `"A" or "B"`, `"A", "B" or "C"`. */
export function describeChoices(values: readonly string[]): string {
  const quoted = values.map((value) => JSON.stringify(value));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/** Exactly one of the given strings. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  message = describeChoices(values),
) {
  return z.enum(values, expecting(message));
}

/** A string matching a pattern. */
export function matching(pattern: RegExp, message: string) {
  return z.string(expecting(message)).regex(pattern, expecting(message));
}

/** Text that must be present (not empty and not `n/a`). */
export const requiredText = z.string(expecting('text (not empty or "n/a")'));

/** Text that may be missing. */
export const optionalText = z.string(expecting('text')).nullable();

/** Any finite number. */
export const finiteNumber = z.number(expecting('a number'));

/** A number within an inclusive range. */
export function numberFrom(min: number, max: number, message = `a number from ${min} to ${max}`) {
  return z.number(expecting(message)).min(min, expecting(message)).max(max, expecting(message));
}

/** A number of at least `min`. */
export function numberAtLeast(min: number, message = `a number of ${min} or more`) {
  return z.number(expecting(message)).min(min, expecting(message));
}

/** A whole number within an inclusive range; `3.0` counts as whole. */
export function wholeNumberFrom(
  min: number,
  max: number,
  message = `a whole number from ${min} to ${max}`,
) {
  return z.int(expecting(message)).min(min, expecting(message)).max(max, expecting(message));
}

/** A whole number of at least `min`. */
export function wholeNumberAtLeast(min: number, message = `a whole number of ${min} or more`) {
  return z.int(expecting(message)).min(min, expecting(message));
}

/** A Y/N flag that must be present. */
export const flag = z.boolean(expecting('"Y" or "N"'));

/** A Y/N flag that may be missing. */
export const optionalFlag = z.boolean(expecting('"Y", "N" or "n/a"')).nullable();

/** A value that must be absent (empty or `n/a`), with the reason in the message. */
export function absent(reason: string) {
  return z.null(expecting(`an empty cell or "n/a" (${reason})`));
}

/** O*NET-SOC 2019 code: a 6-digit SOC code plus a 2-digit O*NET extension, e.g. `15-1252.00`. */
export const SOC_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;
export const socCode = matching(SOC_CODE_PATTERN, 'an O*NET-SOC code like 15-1252.00');

/**
 * Content model element id: a number, then an upper-case letter, then numbers and lower-case
 * letter groups in turn (`1`, `1.A`, `2.A.1.a`, `1.A.3.a.4`, `1.B.3.aa`, `4.C.3.b.2.a.1`).
 */
export const ELEMENT_ID_PATTERN =
  /^\d+(?:\.[A-Z](?:\.\d+(?:\.[a-z]+(?:\.\d+(?:\.[a-z]+(?:\.\d+)?)?)?)?)?)?$/;
export const elementId = matching(ELEMENT_ID_PATTERN, 'a content model element id like 1.B.1.a');

/** Scale ids are short upper-case codes such as `IM`, `LV`, `OI`, `CTP`. */
export const scaleId = matching(/^[A-Z]{2,3}$/, 'a scale id of 2 or 3 capital letters');

/** A rating date (`MM/YYYY`, read by the date cell) that must be present. */
export const onetDate = z.object(
  {
    month: wholeNumberFrom(1, 12, 'a month from 01 to 12'),
    year: wholeNumberFrom(1990, 2100, 'a year from 1990 to 2100'),
  },
  expecting('a date like 07/2014'),
);

/**
 * Where a rating comes from. The O*NET 29.3 and 30.1 files use exactly these values (30.x rates
 * work styles "AI/Expert"); a new one would mean a different release or a damaged file, either of
 * which an importer should notice.
 */
export const DOMAIN_SOURCES = [
  'AI/Expert',
  'Analyst',
  'Analyst - Preliminary',
  'Analyst - Transition',
  'Incumbent',
  'Machine Learning',
  'Occupational Expert',
] as const;
export type DomainSource = (typeof DOMAIN_SOURCES)[number];
export const domainSource = oneOf(DOMAIN_SOURCES);

/** The six RIASEC general interest elements, in R, I, A, S, E, C order. */
export const RIASEC_ELEMENT_IDS = [
  '1.B.1.a',
  '1.B.1.b',
  '1.B.1.c',
  '1.B.1.d',
  '1.B.1.e',
  '1.B.1.f',
] as const;
export const riasecElementId = oneOf(
  RIASEC_ELEMENT_IDS,
  'a RIASEC element id from 1.B.1.a to 1.B.1.f',
);

/** Basic interest elements: `1.B.3.a` to `1.B.3.z`, then `1.B.3.aa` onwards. */
export const basicInterestElementId = matching(
  /^1\.B\.3\.[a-z]{1,2}$/,
  'a basic interest element id like 1.B.3.a',
);
