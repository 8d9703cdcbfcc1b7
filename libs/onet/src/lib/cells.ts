/**
 * Cell readers turn the text of one cell into a JavaScript value. They only know the syntax of a
 * kind of cell (a number, a Y/N flag, a MM/YYYY date); ranges, formats and whether a value may be
 * missing are the record schemas' business.
 */

/** Returned by a reader when the text is not of its kind. */
export const INVALID: unique symbol = Symbol('invalid cell');

export interface CellReader<T> {
  /** What a valid cell looks like, in words, for error messages. */
  readonly expected: string;
  read(text: string): T | null | typeof INVALID;
}

/** A month and year as O*NET dates its ratings, e.g. `07/2014` is `{ month: 7, year: 2014 }`. */
export interface OnetDate {
  readonly month: number;
  readonly year: number;
}

// Both an empty cell and `n/a` mean "no value" in the O*NET text release.
function isMissing(text: string): boolean {
  return text === '' || text === 'n/a';
}

/** Free text; empty or `n/a` is null. */
export const textCell: CellReader<string> = {
  expected: 'text',
  read: (text) => (isMissing(text) ? null : text),
};

// Plain decimal notation as written by O*NET (`4.12`, `95.0`, `8`), plus an exponent in case a
// converted file writes a very small value that way. `Number()` alone would accept '', ' 1', '0x1'.
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A decimal number in either of O*NET's forms (`0.125` or rounded `0.13`); empty or `n/a` is null. */
export const numberCell: CellReader<number> = {
  expected: 'a number or "n/a"',
  read: (text) => {
    if (isMissing(text)) return null;
    return NUMBER.test(text) ? Number(text) : INVALID;
  },
};

/** A `Y`/`N` flag; empty or `n/a` is null. */
export const flagCell: CellReader<boolean> = {
  expected: '"Y", "N" or "n/a"',
  read: (text) => {
    if (isMissing(text)) return null;
    if (text === 'Y') return true;
    if (text === 'N') return false;
    return INVALID;
  },
};

const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(\d{4})$/;

/** A rating date written `MM/YYYY`; empty or `n/a` is null. */
export const dateCell: CellReader<OnetDate> = {
  expected: 'a date like 07/2014 or "n/a"',
  read: (text) => {
    if (isMissing(text)) return null;
    const match = MONTH_YEAR.exec(text);
    if (!match) return INVALID;
    return { month: Number(match[1]), year: Number(match[2]) };
  },
};

const CODE_LIST = /^[^,\s]+(?:,[^,\s]+)*$/;

/** A comma-separated list of codes such as `02,04,08`; empty or `n/a` is null. */
export const codeListCell: CellReader<string[]> = {
  expected: 'comma-separated codes like 02,04 or "n/a"',
  read: (text) => {
    if (isMissing(text)) return null;
    return CODE_LIST.test(text) ? text.split(',') : INVALID;
  },
};
