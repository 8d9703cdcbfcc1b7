import { z } from 'zod';
import { numberCell } from '../cells';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import {
  domainSource,
  finiteNumber,
  matching,
  numberFrom,
  onetDate,
  requiredText,
  socCode,
} from '../fields';
import { ratingLeadColumns, ratingTrailColumns } from '../rating-columns';

const workStyleBase = z.object({
  onetSocCode: socCode,
  title: requiredText.optional(),
  // 30.x's styles are 1.D.<group>.<style>, e.g. 1.D.3.b Attention to Detail.
  elementId: matching(/^1\.D\.\d+\.[a-z]$/, 'a work style element id like 1.D.1.a'),
  elementName: requiredText,
  scaleId: requiredText,
  scaleName: requiredText.optional(),
  dataValue: finiteNumber,
  date: onetDate,
  domainSource,
});

/**
 * `Work Styles.txt` (30.x): 21 work styles per occupation, each with its impact on performance
 * (scale WI, −3 to +3) and its distinctiveness rank (scale DR, 1–10 for the occupation's ten most
 * distinctive styles, 0 for the rest).
 */
export const workStylesSpec = defineOnetFile({
  fileName: 'Work Styles.txt',
  layouts: ['30'],
  schema: z.discriminatedUnion(
    'scaleId',
    [
      workStyleBase.extend({
        scaleId: z.literal('WI'),
        dataValue: numberFrom(-3, 3, 'an impact from -3 to 3'),
      }),
      workStyleBase.extend({
        scaleId: z.literal('DR'),
        dataValue: numberFrom(0, 10, 'a rank from 0 to 10'),
      }),
    ],
    { error: '"WI" or "DR"' },
  ),
  columns: [...ratingLeadColumns, ['Data Value', 'dataValue', numberCell], ...ratingTrailColumns],
});

export type WorkStyle = OnetRecordOf<typeof workStylesSpec>;
