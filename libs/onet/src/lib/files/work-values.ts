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
  socCode,
  wholeNumberFrom,
} from '../fields';

// Every column in file order, so records keep that order; each variant narrows the columns that
// depend on the scale.
const workValueBase = z.object({
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
 * `Work Values.txt`: scale EX gives the extent (1 to 7) of the six work values, elements 1.B.2.a to
 * 1.B.2.f; scale VH gives the first, second and third high-points, elements 1.B.2.g to 1.B.2.i,
 * coded 1 to 6 in element order. The Scales Reference lists VH as 1 to 6, but the release also
 * uses 0 for "no high-point" (as Interests does), so 0 is accepted.
 */
export const workValuesSpec = defineOnetFile({
  fileName: 'Work Values.txt',
  schema: z.discriminatedUnion(
    'scaleId',
    [
      workValueBase.extend({
        elementId: oneOf(
          ['1.B.2.a', '1.B.2.b', '1.B.2.c', '1.B.2.d', '1.B.2.e', '1.B.2.f'],
          'a work value element id from 1.B.2.a to 1.B.2.f',
        ),
        scaleId: z.literal('EX'),
        dataValue: numberFrom(1, 7),
      }),
      workValueBase.extend({
        elementId: oneOf(
          ['1.B.2.g', '1.B.2.h', '1.B.2.i'],
          'a high-point element id from 1.B.2.g to 1.B.2.i',
        ),
        scaleId: z.literal('VH'),
        dataValue: wholeNumberFrom(0, 6, 'a high-point code from 0 to 6'),
      }),
    ],
    { error: '"EX" or "VH"' },
  ),
  columns: [...ratingLeadColumns, ['Data Value', 'dataValue', numberCell], ...ratingTrailColumns],
});

export type WorkValue = OnetRecordOf<typeof workValuesSpec>;
