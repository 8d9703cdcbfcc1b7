import { z } from 'zod';
import { numberCell } from '../cells';
import { ratingLeadColumns, ratingTrailColumns } from '../rating-columns';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import {
  domainSource,
  elementId,
  finiteNumber,
  scaleId,
  numberFrom,
  oneOf,
  onetDate,
  requiredText,
  riasecElementId,
  socCode,
  wholeNumberFrom,
} from '../fields';

// Every column in file order, so records keep that order; each variant narrows the columns that
// depend on the scale.
const interestBase = z.object({
  onetSocCode: socCode,
  title: requiredText.optional(),
  elementId,
  elementName: requiredText,
  scaleId,
  scaleName: requiredText.optional(),
  dataValue: finiteNumber,
  date: onetDate,
  domainSource,
});

/**
 * `Interests.txt`: RIASEC profile per occupation. Scale `OI` holds the six scores (1 to 7) on
 * elements 1.B.1.a to 1.B.1.f; scale `IH` holds the first, second and third high-points on
 * elements 1.B.1.g to 1.B.1.i, coded 1 (R) to 6 (C) with 0 for none.
 */
export const interestsSpec = defineOnetFile({
  fileName: 'Interests.txt',
  schema: z.discriminatedUnion(
    'scaleId',
    [
      interestBase.extend({
        elementId: riasecElementId,
        scaleId: z.literal('OI'),
        dataValue: numberFrom(1, 7),
      }),
      interestBase.extend({
        elementId: oneOf(
          ['1.B.1.g', '1.B.1.h', '1.B.1.i'],
          'a high-point element id from 1.B.1.g to 1.B.1.i',
        ),
        scaleId: z.literal('IH'),
        dataValue: wholeNumberFrom(0, 6, 'a high-point code from 0 to 6'),
      }),
    ],
    { error: '"OI" or "IH"' },
  ),
  columns: [...ratingLeadColumns, ['Data Value', 'dataValue', numberCell], ...ratingTrailColumns],
});

export type Interest = OnetRecordOf<typeof interestsSpec>;
