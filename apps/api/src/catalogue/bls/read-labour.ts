import { join } from 'node:path';
import type * as schema from '../../db/catalogue.schema';
import { blsRowFor } from './join';
import { findOewsFile, readOews } from './oews';
import { readProjections } from './projections';
import { BlsFileError } from './table-file';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type LabourRows = {
  occupationPay: Row<typeof schema.occupationPay>[];
  occupationOutlook: Row<typeof schema.occupationOutlook>[];
  labour: schema.LabourSources;
};

/**
 * Reads BLS pay (`<dir>/oews`) and outlook (`<dir>/projections`) and joins them to the given O*NET
 * careers. Every figure is validated before anything is written; a bad file stops the import with
 * its name and line.
 */
export async function readLabour(dir: string, careers: readonly string[]): Promise<LabourRows> {
  const oews = await findOewsFile(join(dir, 'oews'));
  if (!oews)
    throw new BlsFileError('oews/national_M<year>_dl.tsv', 0, 'expected the OEWS national table');
  const pay = await readOews(oews.path);
  const projections = await readProjections(join(dir, 'projections'));
  const paySoc = new Map(pay.map((row) => [row.soc, row]));
  const outlookSoc = new Map(projections.occupations.map((row) => [row.soc, row]));

  const occupationPay: LabourRows['occupationPay'] = [];
  const occupationOutlook: LabourRows['occupationOutlook'] = [];
  for (const code of careers) {
    const payRow = blsRowFor(code, paySoc);
    if (payRow && (payRow.row.annual || payRow.row.hourly))
      occupationPay.push({
        code,
        soc: payRow.soc,
        socTitle: payRow.row.title,
        scope: payRow.scope,
        employment: payRow.row.employment,
        annual: payRow.row.annual,
        hourly: payRow.row.hourly,
        topCoded: payRow.row.topCoded,
      });
    const outlook = blsRowFor(code, outlookSoc);
    if (outlook)
      occupationOutlook.push({
        code,
        soc: outlook.soc,
        socTitle: outlook.row.title,
        scope: outlook.scope,
        employmentStart: outlook.row.employmentStart,
        employmentEnd: outlook.row.employmentEnd,
        changePercent: outlook.row.changePercent,
        openingsPerYear: outlook.row.openingsPerYear,
        education: outlook.row.education,
        experience: outlook.row.experience,
        training: outlook.row.training,
        handbookUrl: outlook.row.handbookUrl,
      });
  }
  const total = paySoc.get('00-0000');
  return {
    occupationPay,
    occupationOutlook,
    labour: {
      pay: oews.period,
      outlook: projections.period,
      allMedianAnnual: total?.annual?.median ?? null,
      allMedianHourly: total?.hourly?.median ?? null,
      allGrowthPercent: projections.total.changePercent,
    },
  };
}
