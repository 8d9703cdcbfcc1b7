import type { z } from 'zod';
import { INVALID } from './cells';
import { columnsIn, type OnetColumn, type OnetFileSpec } from './file-spec';
import { LAYOUT_RELEASES, type OnetLayout } from './layout';
import { OnetParseError } from './parse-error';
import { readTsvRows, type OnetInput, type TsvRow } from './tsv-reader';

function describeHeader(names: readonly string[]): string {
  return names.join(' | ');
}

/**
 * Where each of the layout's columns sits in this file's header. Columns are found by name, so a
 * release may order them as it likes; a missing, unknown or repeated name means a layout this spec
 * does not describe, and stops the parse naming the file and the columns expected.
 */
function columnPositions(
  spec: OnetFileSpec<unknown>,
  columns: readonly OnetColumn[],
  layout: OnetLayout,
  header: TsvRow | undefined,
): number[] {
  const expected = columns.map((column) => column.name);
  const error = (found: string) =>
    new OnetParseError({
      file: spec.fileName,
      line: header?.line ?? 1,
      column: null,
      columnName: null,
      expected: `the columns ${JSON.stringify(describeHeader(expected))} (O*NET ${LAYOUT_RELEASES[layout]} layout)`,
      found,
      foundIsDescription: true,
    });
  if (header === undefined) throw error('an empty file');
  const found = header.cells;
  const missing = expected.find((name) => !found.includes(name));
  const unknown = found.find((name) => !expected.includes(name));
  const repeated = found.find((name, index) => found.indexOf(name) !== index);
  const problem =
    missing !== undefined
      ? `without "${missing}"`
      : unknown !== undefined
        ? `with "${unknown}" as well`
        : repeated !== undefined
          ? `with "${repeated}" twice`
          : null;
  if (problem) throw error(`${JSON.stringify(describeHeader(found))}, ${problem}`);
  return expected.map((name) => found.indexOf(name));
}

function rowError(spec: OnetFileSpec<unknown>, row: TsvRow, width: number): OnetParseError {
  const blank = row.cells.length === 1 && row.cells[0] === '';
  return new OnetParseError({
    file: spec.fileName,
    line: row.line,
    column: null,
    columnName: null,
    expected: `${width} tab-separated columns`,
    found: blank ? 'an empty line' : `${row.cells.length} columns`,
    foundIsDescription: true,
  });
}

/** A cell that fails; `position` is where it sits in the file's row. */
function cellError(
  spec: OnetFileSpec<unknown>,
  row: TsvRow,
  column: OnetColumn,
  position: number,
  expected: string,
): OnetParseError {
  return new OnetParseError({
    file: spec.fileName,
    line: row.line,
    column: position + 1,
    columnName: column.name,
    expected,
    found: row.cells[position] ?? '',
  });
}

function schemaError(
  spec: OnetFileSpec<unknown>,
  columns: readonly OnetColumn[],
  positions: readonly number[],
  row: TsvRow,
  issue: z.ZodError['issues'][number] | undefined,
): OnetParseError {
  const key = issue?.path[0];
  const index = columns.findIndex((column) => column.key === key);
  const expected = issue?.message ?? 'a valid record';
  if (index !== -1) return cellError(spec, row, columns[index]!, positions[index]!, expected);
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
 * records. Columns are found by their header names, as the given layout has them. The first
 * malformed line stops the parse with an {@link OnetParseError} that names the file, line, column,
 * what was expected and what was found. Only the current chunk and one partial line are held in
 * memory.
 */
export async function* parseOnetFile<R>(
  spec: OnetFileSpec<R>,
  input: OnetInput,
  layout: OnetLayout,
): AsyncGenerator<R, void, undefined> {
  const columns = columnsIn(spec, layout);
  let positions: number[] | null = null;
  let width = 0;

  for await (const rows of readTsvRows(input, spec.fileName)) {
    for (const row of rows) {
      if (!positions) {
        positions = columnPositions(spec, columns, layout, row);
        width = row.cells.length;
        continue;
      }
      const cells = row.cells;
      if (cells.length !== width) throw rowError(spec, row, width);

      const record: Record<string, unknown> = {};
      for (let index = 0; index < columns.length; index += 1) {
        // The header check and the width check above make these lookups always hit.
        const column = columns[index]!;
        const position = positions[index]!;
        const value = column.cell.read(cells[position]!);
        if (value === INVALID) throw cellError(spec, row, column, position, column.cell.expected);
        record[column.key] = value;
      }

      const result = spec.schema.safeParse(record);
      if (!result.success) throw schemaError(spec, columns, positions, row, result.error.issues[0]);
      yield result.data;
    }
  }

  if (!positions) columnPositions(spec, columns, layout, undefined);
}
