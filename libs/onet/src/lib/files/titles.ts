import { z } from 'zod';
import { codeListCell, flagCell, textCell } from '../cells';
import { LAYOUT_29_ONLY } from '../layout';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import { flag, matching, optionalText, requiredText, socCode } from '../fields';

/**
 * `Alternate Titles.txt`: other names for each occupation, with an optional short form and the
 * two-digit codes of the sources the title came from (e.g. `["04", "06"]`).
 */
export const alternateTitlesSpec = defineOnetFile({
  fileName: 'Alternate Titles.txt',
  schema: z.object({
    onetSocCode: socCode,
    title: requiredText.optional(),
    alternateTitle: requiredText,
    shortTitle: optionalText,
    sources: z
      .array(matching(/^\d{2}$/, 'two-digit source codes like 04,06'), {
        error: 'two-digit source codes like 04,06',
      })
      .min(1),
  }),
  columns: [
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell, LAYOUT_29_ONLY],
    ['Alternate Title', 'alternateTitle', textCell],
    ['Short Title', 'shortTitle', textCell],
    ['Source(s)', 'sources', codeListCell],
  ],
});

export type AlternateTitle = OnetRecordOf<typeof alternateTitlesSpec>;

/** `Sample of Reported Titles.txt`: job titles incumbents reported, some shown in My Next Move. */
export const sampleOfReportedTitlesSpec = defineOnetFile({
  fileName: 'Sample of Reported Titles.txt',
  schema: z.object({
    onetSocCode: socCode,
    title: requiredText.optional(),
    reportedJobTitle: requiredText,
    shownInMyNextMove: flag,
  }),
  columns: [
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell, LAYOUT_29_ONLY],
    ['Reported Job Title', 'reportedJobTitle', textCell],
    ['Shown in My Next Move', 'shownInMyNextMove', flagCell],
  ],
});

export type ReportedTitle = OnetRecordOf<typeof sampleOfReportedTitlesSpec>;
