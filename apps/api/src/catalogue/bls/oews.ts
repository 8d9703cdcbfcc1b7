import { join } from 'node:path';
import { readdir } from 'node:fs/promises';
import { BlsFileError, readTable } from './table-file';

export type Percentiles = {
  p10: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
};

/** One detailed (or total) occupation's national pay. */
export type OewsRow = {
  soc: string;
  title: string;
  employment: number | null;
  annual: Percentiles | null;
  hourly: Percentiles | null;
  topCoded: string[];
};

const KEYS = ['p10', 'p25', 'median', 'p75', 'p90'] as const;
const ANNUAL = ['A_PCT10', 'A_PCT25', 'A_MEDIAN', 'A_PCT75', 'A_PCT90'];
const HOURLY = ['H_PCT10', 'H_PCT25', 'H_MEDIAN', 'H_PCT75', 'H_PCT90'];
const COLUMNS = [
  'OCC_CODE',
  'OCC_TITLE',
  'O_GROUP',
  'TOT_EMP',
  ...ANNUAL,
  ...HOURLY,
  'ANNUAL',
  'HOURLY',
];
const SOC = /^\d{2}-\d{4}$/;

/** The national file in an OEWS folder, e.g. `national_M2025_dl.tsv`, and its reference period. */
export async function findOewsFile(dir: string): Promise<{ path: string; period: string } | null> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const name = names.find((file) => /^national_M(\d{4})_dl\.tsv$/.test(file));
  if (!name) return null;
  return { path: join(dir, name), period: `May ${name.slice(10, 14)}` };
}

/**
 * Reads the national OEWS table: the total row and one row per detailed occupation. `*` and `**`
 * mean "not published" (null), `#` a figure at or above the top code (listed in `topCoded`).
 */
export async function readOews(path: string): Promise<OewsRow[]> {
  const { rows } = await readTable(path, { headerLine: 1, columns: COLUMNS });
  const file = path.split('/').at(-1)!;
  const out: OewsRow[] = [];
  // Every row is checked, though only the total and detailed ones are kept.
  for (const row of rows) {
    const group = row.cell('O_GROUP');
    const soc = row.cell('OCC_CODE');
    if (!SOC.test(soc))
      throw new BlsFileError(file, row.line, `expected an SOC code like 15-1252, found "${soc}"`);
    const topCoded: string[] = [];
    const number = (column: string, key?: string): number | null => {
      const text = row.cell(column).replaceAll(',', '');
      if (text === '*' || text === '**' || text === '') return null;
      if (text === '#') {
        if (key) topCoded.push(key);
        return null;
      }
      const value = Number(text);
      if (!Number.isFinite(value) || value < 0)
        throw new BlsFileError(
          file,
          row.line,
          `expected a number, "*", "**" or "#" in ${column}, found "${row.cell(column)}"`,
        );
      return value;
    };
    const figures = (columns: string[], prefix: string) => {
      const values = Object.fromEntries(
        KEYS.map((key, index) => [key, number(columns[index]!, `${prefix}.${key}`)]),
      ) as Percentiles;
      const published = KEYS.some((key) => values[key] !== null);
      return published || topCoded.some((key) => key.startsWith(prefix)) ? values : null;
    };
    const entry: OewsRow = {
      soc,
      title: row.cell('OCC_TITLE'),
      employment: number('TOT_EMP'),
      annual: figures(ANNUAL, 'annual'),
      hourly: figures(HOURLY, 'hourly'),
      topCoded,
    };
    if (group === 'detailed' || group === 'total') out.push(entry);
  }
  return out;
}
