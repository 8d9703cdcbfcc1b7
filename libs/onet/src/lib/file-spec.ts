import type { z } from 'zod';
import type { CellReader } from './cells';

export interface OnetColumn {
  /** The header text, exactly as in the file. */
  readonly name: string;
  /** The camelCase field of the record that receives the value. */
  readonly key: string;
  /** How the cell's text is read before the record schema validates it. */
  readonly cell: CellReader<unknown>;
}

/** The part of a Zod schema the parser uses; any Zod schema whose output is `R` fits. */
export interface OnetRecordSchema<R> {
  safeParse(value: unknown): z.ZodSafeParseResult<R>;
}

/** Everything needed to read one O*NET file: its name, its columns in order, its record schema. */
export interface OnetFileSpec<R> {
  /** The file name as published, e.g. `Interests.txt`. */
  readonly fileName: string;
  readonly columns: readonly OnetColumn[];
  /** Validates the record built from the cells: formats, ranges, which values may be missing. */
  readonly schema: OnetRecordSchema<R>;
}

/** The record type a spec produces. */
export type OnetRecordOf<S> = S extends OnetFileSpec<infer R> ? R : never;

type ColumnDefinition<K extends string> = readonly [
  name: string,
  key: K,
  cell: CellReader<unknown>,
];

/**
 * Declares one file. Columns are written as `[header, key, cell reader]` in file order; keys are
 * checked against the schema's fields at compile time.
 */
export function defineOnetFile<S extends z.ZodType<object>>(definition: {
  readonly fileName: string;
  readonly schema: S;
  readonly columns: readonly ColumnDefinition<Extract<keyof z.output<S>, string>>[];
}): OnetFileSpec<z.output<S>> {
  return {
    fileName: definition.fileName,
    schema: definition.schema,
    columns: definition.columns.map(([name, key, cell]) => ({ name, key, cell })),
  };
}
