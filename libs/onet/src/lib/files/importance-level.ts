import { z } from 'zod';
import { flagCell, numberCell } from '../cells';
import { defineOnetFile } from '../file-spec';
import {
  absent,
  domainSource,
  finiteNumber,
  flag,
  matching,
  numberAtLeast,
  numberFrom,
  onetDate,
  optionalFlag,
  requiredText,
  scaleId,
  socCode,
  wholeNumberAtLeast,
} from '../fields';
import type { OnetLayout } from '../layout';
import { ratingLeadColumns, ratingTrailColumns } from '../rating-columns';

/**
 * A file that rates each element twice per occupation, for importance (scale IM, 1 to 5) and level
 * (scale LV, 0 to 7), with the survey statistics beside each value: Skills and Knowledge. Only a
 * level can be flagged "not relevant"; an expert rating may have no sample size or suppression flag.
 */
export function importanceLevelFile(definition: {
  fileName: string;
  layouts?: readonly OnetLayout[];
  elementId: RegExp;
  elementIdExample: string;
}) {
  // Every column in file order, so records keep that order; each variant narrows the columns that
  // depend on the scale.
  const base = z.object({
    onetSocCode: socCode,
    title: requiredText.optional(),
    elementId: matching(definition.elementId, definition.elementIdExample),
    elementName: requiredText,
    scaleId,
    scaleName: requiredText.optional(),
    dataValue: finiteNumber,
    n: wholeNumberAtLeast(0).nullable(),
    standardError: numberAtLeast(0).nullable(),
    lowerCiBound: finiteNumber.nullable(),
    upperCiBound: finiteNumber.nullable(),
    recommendSuppress: optionalFlag,
    notRelevant: optionalFlag,
    date: onetDate,
    domainSource,
  });
  return defineOnetFile({
    fileName: definition.fileName,
    ...(definition.layouts ? { layouts: definition.layouts } : {}),
    schema: z.discriminatedUnion(
      'scaleId',
      [
        base.extend({
          scaleId: z.literal('IM'),
          dataValue: numberFrom(1, 5, 'an importance from 1 to 5'),
          notRelevant: absent('Not Relevant applies to scale LV only'),
        }),
        base.extend({
          scaleId: z.literal('LV'),
          dataValue: numberFrom(0, 7, 'a level from 0 to 7'),
          notRelevant: flag,
        }),
      ],
      { error: '"IM" or "LV"' },
    ),
    columns: [
      ...ratingLeadColumns,
      ['Data Value', 'dataValue', numberCell],
      ['N', 'n', numberCell],
      ['Standard Error', 'standardError', numberCell],
      ['Lower CI Bound', 'lowerCiBound', numberCell],
      ['Upper CI Bound', 'upperCiBound', numberCell],
      ['Recommend Suppress', 'recommendSuppress', flagCell],
      ['Not Relevant', 'notRelevant', flagCell],
      ...ratingTrailColumns,
    ],
  });
}
