import type { z } from 'zod';
import type { CellReader } from './cells';
import { ONET_LAYOUTS, type OnetLayout } from './layout';

export interface OnetColumn {
  /** The header text, exactly as in the file. */
  readonly name: string;
  /** The camelCase field of the record that receives the value. */
  readonly key: string;
  /** How the cell's text is read before the record schema validates it. */
  readonly cell: CellReader<unknown>;
  /** The file layouts that have this column. */
  readonly layouts: readonly OnetLayout[];
}

/** The part of a Zod schema the parser uses; any Zod schema whose output is `R` fits. */
export interface OnetRecordSchema<R> {
  safeParse(value: unknown): z.ZodSafeParseResult<R>;
}

/**
 * Everything needed to read one O*NET file: its name, the layouts that publish it, its columns (read
 * by header name, so their order in a file does not matter), its record schema.
 */
export interface OnetFileSpec<R> {
  /** The file name as published, e.g. `Interests.txt`. */
  readonly fileName: string;
  /** The file layouts that publish this file. */
  readonly layouts: readonly OnetLayout[];
  readonly columns: readonly OnetColumn[];
  /** Validates the record built from the cells: formats, ranges, which values may be missing. */
  readonly schema: OnetRecordSchema<R>;
}

/** The record type a spec produces. */
export type OnetRecordOf<S> = S extends OnetFileSpec<infer R> ? R : never;

type ColumnDefinition<K extends string> =
  | readonly [name: string, key: K, cell: CellReader<unknown>]
  | readonly [
      name: string,
      key: K,
      cell: CellReader<unknown>,
      only: { layouts: readonly OnetLayout[] },
    ];

/**
 * Declares one file. Columns are written as `[header, key, cell reader]`, with a fourth element for
 * a column only some layouts have; keys are checked against the schema's fields at compile time.
 */
export function defineOnetFile<S extends z.ZodType<object>>(definition: {
  readonly fileName: string;
  /** Every layout unless given. */
  readonly layouts?: readonly OnetLayout[];
  readonly schema: S;
  readonly columns: readonly ColumnDefinition<Extract<keyof z.output<S>, string>>[];
}): OnetFileSpec<z.output<S>> {
  return {
    fileName: definition.fileName,
    layouts: definition.layouts ?? ONET_LAYOUTS,
    schema: definition.schema,
    columns: definition.columns.map(([name, key, cell, only]) => ({
      name,
      key,
      cell,
      layouts: only?.layouts ?? ONET_LAYOUTS,
    })),
  };
}

/** The columns a file has in one layout. */
export const columnsIn = (spec: OnetFileSpec<unknown>, layout: OnetLayout) =>
  spec.columns.filter((column) => column.layouts.includes(layout));
