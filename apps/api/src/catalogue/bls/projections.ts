import { join } from 'node:path';
import { BlsFileError, readTable } from './table-file';

/** One occupation's projection over the decade; employment and openings in thousands. */
export type ProjectionRow = {
  soc: string;
  title: string;
  employmentStart: number | null;
  employmentEnd: number | null;
  changePercent: number | null;
  openingsPerYear: number | null;
  education: string | null;
  experience: string | null;
  training: string | null;
  handbookUrl: string | null;
};

export type Projections = {
  /** The decade, e.g. "2024–34", from the table's title. */
  period: string;
  /** The all-occupations row. */
  total: ProjectionRow;
  occupations: ProjectionRow[];
};

const FILE = 'table_1_2.tsv';
const SOC = /^\d{2}-\d{4}$/;

/** The files the projections come from, in an Employment Projections folder. */
export const projectionFiles = (dir: string) => ({
  table: join(dir, 'table_1_2.tsv'),
  links: join(dir, 'table_1_2.ooh_links.tsv'),
});

/**
 * Reads Table 1.2 (occupational projections and worker characteristics): the total and every line
 * item, with the Occupational Outlook Handbook page for each where there is one. `—` means not
 * available (null). Column names that carry the decade are matched by their start.
 */
export async function readProjections(dir: string): Promise<Projections> {
  const files = projectionFiles(dir);
  // Two employment columns ("Employment, 2024", "Employment, 2034"): the first is the start.
  const columnsFrom = (header: string[]) => {
    // A name the header lacks comes back as the pattern, which readTable then reports missing.
    const named = (pattern: RegExp, nth = 0) =>
      header.filter((column) => pattern.test(column))[nth] ?? pattern.source;
    return {
      title: named(/^\d{4} National Employment Matrix title$/),
      code: named(/^\d{4} National Employment Matrix code$/),
      type: named(/^Occupation type$/),
      start: named(/^Employment, \d{4}$/, 0),
      end: named(/^Employment, \d{4}$/, 1),
      changePercent: named(/^Employment change, percent/),
      openings: named(/^Occupational openings/),
      education: named(/^Typical education needed for entry$/),
      experience: named(/^Work experience in a related occupation$/),
      training: named(/^Typical on-the-job training/),
    };
  };
  const { title, header, rows } = await readTable(files.table, {
    headerLine: 2,
    columns: (found) => Object.values(columnsFrom(found)),
    isEnd: (first) => first.startsWith('Footnotes'),
  });
  const columns = columnsFrom(header);
  const links = await readTable(files.links, {
    headerLine: 1,
    columns: ['NEM_CODE', 'OOH_CONTENT_URL'],
  });
  const handbook = new Map(
    links.rows
      .map((row) => [row.cell('NEM_CODE'), row.cell('OOH_CONTENT_URL')] as const)
      .filter(([, url]) => url.startsWith('https://www.bls.gov/')),
  );

  const decade = /(\d{4})\s*[–-]\s*(\d{2})(\d{2})/.exec(title.join(' '));
  if (!decade)
    throw new BlsFileError(
      FILE,
      1,
      `expected a title naming the decade, found "${title.join(' ')}"`,
    );

  let total: ProjectionRow | null = null;
  const occupations: ProjectionRow[] = [];
  for (const row of rows) {
    const soc = row.cell(columns.code);
    if (!SOC.test(soc))
      throw new BlsFileError(FILE, row.line, `expected an SOC code like 15-1252, found "${soc}"`);
    const number = (column: string): number | null => {
      const text = row.cell(column).replaceAll(',', '');
      if (text === '—' || text === '') return null;
      const value = Number(text);
      if (!Number.isFinite(value))
        throw new BlsFileError(
          FILE,
          row.line,
          `expected a number or "—" in "${column}", found "${text}"`,
        );
      return value;
    };
    const words = (column: string) => {
      const text = row.cell(column);
      return text === '—' || text === '' ? null : text;
    };
    const entry: ProjectionRow = {
      soc,
      title: row.cell(columns.title),
      employmentStart: number(columns.start),
      employmentEnd: number(columns.end),
      changePercent: number(columns.changePercent),
      openingsPerYear: number(columns.openings),
      education: words(columns.education),
      experience: words(columns.experience),
      training: words(columns.training),
      handbookUrl: handbook.get(soc) ?? null,
    };
    if (soc === '00-0000') total ??= entry;
    else if (row.cell(columns.type) === 'Line item') occupations.push(entry);
  }
  if (!total) throw new BlsFileError(FILE, 3, 'expected the "Total, all occupations" row');
  return { period: `${decade[1]}–${decade[3]}`, total, occupations };
}
