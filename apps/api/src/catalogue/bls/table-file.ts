import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { readTsvRows } from '@pathwise/onet';

/** A BLS file that is not what the importer expects; the message names the file and the line. */
export class BlsFileError extends Error {
  override name = 'BlsFileError';
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file} line ${line}: ${detail}`);
  }
}

export type TableRow = { line: number; cell: (column: string) => string };

/**
 * Reads a tab-separated BLS table by its header names. `headerLine` is the line the header is on
 * (Table 1.2 has its title above it); `columns` must all be there, others are ignored. `columns`
 * may be worked out from the header and the title lines above it (names that carry a year).
 * Reading stops at the first row `isEnd` accepts (the footnotes under a table).
 */
export async function readTable(
  path: string,
  options: {
    headerLine: number;
    columns: readonly string[] | ((header: string[], title: string[]) => readonly string[]);
    isEnd?: (first: string) => boolean;
  },
): Promise<{ title: string[]; header: string[]; rows: TableRow[] }> {
  const file = basename(path);
  const title: string[] = [];
  const rows: TableRow[] = [];
  let header: string[] = [];
  let positions: Map<string, number> | null = null;
  let width = 0;
  let ended = false;
  for await (const batch of readTsvRows(createReadStream(path), file)) {
    for (const row of batch) {
      if (ended) break;
      if (row.line < options.headerLine) {
        title.push(row.cells.join(' ').trim());
        continue;
      }
      if (!positions) {
        const found = row.cells.map((name) => name.trim());
        header = found;
        const wanted =
          typeof options.columns === 'function' ? options.columns(found, title) : options.columns;
        const missing = wanted.filter((name) => !found.includes(name));
        if (missing.length)
          throw new BlsFileError(
            file,
            row.line,
            `expected the columns ${missing.map((name) => `"${name}"`).join(', ')} in the header, found "${found.join(' | ')}"`,
          );
        positions = new Map(wanted.map((name) => [name, found.indexOf(name)]));
        width = found.length;
        continue;
      }
      if (options.isEnd?.(row.cells[0]?.trim() ?? '')) {
        ended = true;
        break;
      }
      if (row.cells.length !== width)
        throw new BlsFileError(
          file,
          row.line,
          `expected ${width} tab-separated columns, found ${row.cells.length}`,
        );
      const cells = row.cells;
      const at = positions;
      rows.push({ line: row.line, cell: (column) => cells[at.get(column)!]!.trim() });
    }
    if (ended) break;
  }
  if (!positions)
    throw new BlsFileError(
      file,
      options.headerLine,
      'expected a header, found the end of the file',
    );
  return { title, header, rows };
}
