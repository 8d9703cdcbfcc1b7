export interface OnetParseErrorDetails {
  /** The file name as published, e.g. `Interests.txt`. */
  readonly file: string;
  /** 1-based line number; the header is line 1. */
  readonly line: number;
  /** 1-based column number, or null when the problem is the whole line. */
  readonly column: number | null;
  /** The column's header name, or null when the problem is the whole line. */
  readonly columnName: string | null;
  /** What the parser expected, in words, e.g. `a number or "n/a"`. */
  readonly expected: string;
  /** What it found instead: the cell text, or a description such as `8 columns`. */
  readonly found: string;
}

// A long cell (an occupation description) would drown the message; `found` keeps all of it.
const MAX_FOUND_IN_MESSAGE = 300;

function quote(found: string): string {
  const shown =
    found.length > MAX_FOUND_IN_MESSAGE ? `${found.slice(0, MAX_FOUND_IN_MESSAGE)}…` : found;
  return JSON.stringify(shown);
}

/**
 * A file that does not have the shape of the O*NET text release it belongs to. The message points at the
 * exact place, e.g. `Interests.txt line 57, column 7 (Data Value): expected a number or "n/a",
 * found "abc"`, and the same facts are available as properties for programmatic use.
 */
export class OnetParseError extends Error implements OnetParseErrorDetails {
  override readonly name = 'OnetParseError';
  readonly file: string;
  readonly line: number;
  readonly column: number | null;
  readonly columnName: string | null;
  readonly expected: string;
  readonly found: string;

  constructor(details: OnetParseErrorDetails & { readonly foundIsDescription?: boolean }) {
    const where =
      details.column === null
        ? `${details.file} line ${details.line}`
        : `${details.file} line ${details.line}, column ${details.column} (${details.columnName})`;
    // Cell text is quoted so that empty cells and stray spaces stay visible; descriptions such as
    // "8 columns" are not.
    const found = details.foundIsDescription ? details.found : quote(details.found);
    super(`${where}: expected ${details.expected}, found ${found}`);
    this.file = details.file;
    this.line = details.line;
    this.column = details.column;
    this.columnName = details.columnName;
    this.expected = details.expected;
    this.found = details.found;
  }
}
