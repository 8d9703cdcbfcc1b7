import type { z } from 'zod';
import { INVALID } from './cells';
import type { OnetFileSpec } from './file-spec';
import { OnetParseError } from './parse-error';
import { readTsvRows, type OnetInput, type TsvRow } from './tsv-reader';

function describeHeader(names: readonly string[]): string {
  return names.join(' | ');
}

function checkHeader(spec: OnetFileSpec<unknown>, header: TsvRow | undefined): void {
  const expected = spec.columns.map((column) => column.name);
  const expectedText = `the header ${JSON.stringify(describeHeader(expected))}`;
  if (header === undefined) {
    throw new OnetParseError({
      file: spec.fileName,
      line: 1,
      column: null,
      columnName: null,
      expected: expectedText,
      found: 'an empty file',
      foundIsDescription: true,
    });
  }
  const found = header.cells;
  const length = Math.max(expected.length, found.length);
  for (let index = 0; index < length; index += 1) {
    if (expected[index] === found[index]) continue;
    throw new OnetParseError({
      file: spec.fileName,
      line: header.line,
      column: index + 1,
      columnName: expected[index] ?? found[index] ?? null,
      expected: expectedText,
      found: describeHeader(found),
    });
  }
}

function rowError(spec: OnetFileSpec<unknown>, row: TsvRow): OnetParseError {
  const blank = row.cells.length === 1 && row.cells[0] === '';
  return new OnetParseError({
    file: spec.fileName,
    line: row.line,
    column: null,
    columnName: null,
    expected: `${spec.columns.length} tab-separated columns`,
    found: blank ? 'an empty line' : `${row.cells.length} columns`,
    foundIsDescription: true,
  });
}

function cellError(
  spec: OnetFileSpec<unknown>,
  row: TsvRow,
  index: number,
  expected: string,
): OnetParseError {
  return new OnetParseError({
    file: spec.fileName,
    line: row.line,
    column: index + 1,
    columnName: spec.columns[index]?.name ?? null,
    expected,
    found: row.cells[index] ?? '',
  });
}

function schemaError(
  spec: OnetFileSpec<unknown>,
  row: TsvRow,
  issue: z.ZodError['issues'][number] | undefined,
): OnetParseError {
  const key = issue?.path[0];
  const index = spec.columns.findIndex((column) => column.key === key);
  const expected = issue?.message ?? 'a valid record';
  if (index !== -1) return cellError(spec, row, index, expected);
  return new OnetParseError({
    file: spec.fileName,
    line: row.line,
    column: null,
    columnName: null,
    expected,
    found: row.cells.join('\t'),
  });
}

/**
 * Reads one O*NET text file from a stream of chunks and yields its rows as typed, validated
 * records. The header must match the spec exactly. The first malformed line stops the parse with
 * an {@link OnetParseError} that names the file, line, column, what was expected and what was
 * found. Only the current chunk and one partial line are held in memory.
 */
export async function* parseOnetFile<R>(
  spec: OnetFileSpec<R>,
  input: OnetInput,
): AsyncGenerator<R, void, undefined> {
  const columns = spec.columns;
  const width = columns.length;
  let headerChecked = false;

  for await (const rows of readTsvRows(input, spec.fileName)) {
    for (const row of rows) {
      if (!headerChecked) {
        checkHeader(spec, row);
        headerChecked = true;
        continue;
      }
      const cells = row.cells;
      if (cells.length !== width) throw rowError(spec, row);

      const record: Record<string, unknown> = {};
      for (let index = 0; index < width; index += 1) {
        // Both lengths were checked above, so these lookups always hit.
        const column = columns[index]!;
        const value = column.cell.read(cells[index]!);
        if (value === INVALID) throw cellError(spec, row, index, column.cell.expected);
        record[column.key] = value;
      }

      const result = spec.schema.safeParse(record);
      if (!result.success) throw schemaError(spec, row, result.error.issues[0]);
      yield result.data;
    }
  }

  if (!headerChecked) checkHeader(spec, undefined);
}
